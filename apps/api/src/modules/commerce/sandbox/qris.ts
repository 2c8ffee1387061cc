/**
 * A QRIS payment string (Bank Indonesia's QR standard, which follows EMVCo's merchant-presented
 * mode): tag-length-value fields ending in a CRC-16/CCITT-FALSE checksum. The sandbox shows it as
 * a real, scannable QR code; a banking app would read the merchant, amount and bill number.
 */
const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo's tag 63 requires. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Letters, digits and spaces only, cut to the field's length. */
const plain = (text: string, max: number) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .slice(0, max) || 'MERCHANT';

export function qrisPayload(p: {
  merchantName: string;
  city: string;
  amount: number;
  billNumber: string;
}): string {
  const merchantAccount =
    tlv('00', 'ID.CO.QRIS.WWW') +
    tlv('01', '9360000000000000001') +
    tlv('02', 'ID1020000000001') +
    tlv('03', 'UMI');
  const body =
    tlv('00', '01') +
    // 12: dynamic, for one payment of one amount.
    tlv('01', '12') +
    tlv('26', merchantAccount) +
    // 8299: schools and educational services.
    tlv('52', '8299') +
    tlv('53', '360') +
    tlv('54', String(Math.round(p.amount))) +
    tlv('58', 'ID') +
    tlv('59', plain(p.merchantName, 25)) +
    tlv('60', plain(p.city, 15)) +
    tlv('62', tlv('01', plain(p.billNumber.replace(/-/g, ' '), 25).replace(/ /g, ''))) +
    '6304';
  return body + crc16(body);
}
