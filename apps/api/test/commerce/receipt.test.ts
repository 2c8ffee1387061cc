import sharp from 'sharp';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMinor } from '@app/contract/money';
import type { MailBrand } from '../../src/lib/mail/render.ts';
import { receiptMail } from '../../src/modules/commerce/receipts/receipt-mail.ts';
import { readableColor } from '../../src/lib/pdf.ts';
import { renderReceiptPdf } from '../../src/modules/commerce/receipts/receipt-pdf.ts';
import type { Receipt } from '../../src/modules/commerce/receipts/receipt.ts';

let logo: Buffer;
beforeAll(async () => {
  logo = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
});

const idr = (): Receipt => ({
  lang: 'id',
  company: {
    name: 'Cendekia Academy',
    address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190, Indonesia',
    supportEmail: 'support@cendekia.example',
    primaryColor: '#0f766e',
    logo: { bytes: logo, contentType: 'image/png' },
    siteUrl: 'https://cendekia.example',
    timeZone: 'Asia/Jakarta',
  },
  orderNumber: 'CEN-000123',
  paidAt: new Date('2025-03-04T09:05:00Z'),
  customer: { name: 'Budi Santoso', email: 'budi@example.com' },
  line: { title: 'Data Analysis with Excel', price: 499_000, discount: 100_000 },
  voucher: { code: 'HEMAT50', discount: 50_000 },
  currency: 'IDR',
  total: 349_000,
  taxRate: 11,
  taxIncluded: 34_586,
  gateway: 'midtrans',
  method: 'bca_va',
  reference: '9b4f6c1e-2d7a-4e4b-8f3e-5a1c2d3e4f50',
});

const myr = (): Receipt => ({
  lang: 'en',
  company: {
    name: 'Acme Academy',
    address: 'Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
    supportEmail: 'help@acme-academy.example',
    primaryColor: '#4338ca',
    logo: null,
    siteUrl: 'https://acme-academy.example/',
    timeZone: 'Asia/Kuala_Lumpur',
  },
  orderNumber: 'ACM-000042',
  paidAt: new Date('2025-11-20T14:30:00Z'),
  customer: { name: 'Nur Aisyah', email: 'aisyah@example.my' },
  line: { title: 'Digital Marketing Fundamentals', price: 34_990, discount: 0 },
  voucher: { code: 'WELCOME10', discount: 3_499 },
  currency: 'MYR',
  total: 31_491,
  taxRate: 8,
  taxIncluded: 2_333,
  gateway: 'stripe',
  method: 'fpx',
  reference: 'pi_3QkLmN2eZvKYlo2C',
});

/** The company of a receipt as its mail shows it (lib/mail). */
const brandOf = ({ company }: Receipt): MailBrand => ({
  name: company.name,
  siteUrl: company.siteUrl.replace(/\/+$/, ''),
  logoUrl: `${company.siteUrl.replace(/\/+$/, '')}/media/0190f1c2-3b4a-4c5d-8e6f-7a8b9c0d1e2f`,
  primaryColor: company.primaryColor,
  supportEmail: company.supportEmail,
  address: company.address,
  timeZone: company.timeZone,
});
const mailOf = (receipt: Receipt) => receiptMail(receipt, brandOf(receipt));

/** The PDF's text with every run of white space as one space. */
async function pdfText(pdf: Buffer) {
  const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { totalPages, text: text.replace(/\s+/g, ' ') };
}

describe('receipt PDF', () => {
  it('renders an Indonesian receipt in rupiah, with the 11 % tax it includes', async () => {
    const pdf = await renderReceiptPdf(idr());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    expect(pdf.length).toBeLessThan(200_000);
    const { totalPages, text } = await pdfText(pdf);
    expect(totalPages).toBe(1);
    for (const part of [
      'Kuitansi',
      'CEN-000123',
      '4 Maret 2025 pukul 16.05 WIB', // 09:05 UTC in Jakarta
      'Budi Santoso',
      'budi@example.com',
      'Data Analysis with Excel',
      'Rp 499.000',
      'Diskon',
      '-Rp 100.000',
      'Voucher HEMAT50',
      'Total',
      'Rp 349.000',
      'Termasuk pajak (11%)',
      'Rp 34.586',
      'BCA Virtual Account (Midtrans)',
      '9b4f6c1e-2d7a-4e4b-8f3e-5a1c2d3e4f50',
      'Harga sudah termasuk pajak.',
      'support@cendekia.example',
      'cendekia.example',
      'Jakarta Selatan 12190',
    ])
      expect(text).toContain(part);
  });

  it('renders an English receipt in ringgit with sen, without a logo', async () => {
    const pdf = await renderReceiptPdf(myr());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { totalPages, text } = await pdfText(pdf);
    expect(totalPages).toBe(1);
    for (const part of [
      'Receipt',
      'ACM-000042',
      '20 November 2025 at 22:30 MYT', // 14:30 UTC in Kuala Lumpur
      'RM 349.90',
      'Voucher WELCOME10',
      '-RM 34.99',
      'RM 314.91',
      'Of which tax (8%)',
      'RM 23.33',
      'FPX (Stripe)',
      'pi_3QkLmN2eZvKYlo2C',
      'Prices include tax.',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Discount'); // none on this order
  });

  it('sets any Latin name, skips a broken logo and keeps to one page', async () => {
    const receipt = idr();
    receipt.lang = 'ms';
    receipt.company.name = 'Łódź & Nguyễn Học Viện Đào Tạo — Größe Akademie';
    receipt.company.logo = { bytes: Buffer.from('not a png'), contentType: 'image/png' };
    receipt.customer.name = 'Zoë Ångström-Øverlie';
    receipt.line.title = 'Kursus '.repeat(40).trim();
    const { totalPages, text } = await pdfText(await renderReceiptPdf(receipt));
    expect(totalPages).toBe(1);
    expect(text).toContain('Nguyễn Học Viện Đào Tạo');
    expect(text).toContain('Zoë Ångström-Øverlie');
    expect(text).toContain('Termasuk cukai (11%)');
  });

  it('gives the same bytes for the same receipt', async () => {
    const [a, b] = await Promise.all([renderReceiptPdf(myr()), renderReceiptPdf(myr())]);
    expect(a.equals(b)).toBe(true);
  });

  it('darkens a light brand colour until text in it reads on white', () => {
    expect(readableColor('#0f766e')).toBe('#0f766e');
    expect(readableColor('#fde047')).not.toBe('#fde047');
    expect(readableColor('teal')).toBe('#111827');
  });
});

describe('receipt mail', () => {
  it('says the receipt in Indonesian', () => {
    const { subject, text, html } = mailOf(idr());
    expect(subject).toBe('Kuitansi pesanan CEN-000123 — Cendekia Academy');
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Kuitansi Anda', '', 'Halo Budi Santoso,']);
    for (const line of [
      'Nomor pesanan: CEN-000123',
      'Dibayar pada: 4 Maret 2025 pukul 16.05 WIB',
      'Ditagihkan kepada: Budi Santoso <budi@example.com>',
      'Data Analysis with Excel: Rp 499.000',
      'Diskon: -Rp 100.000',
      'Voucher HEMAT50: -Rp 50.000',
      'Total: Rp 349.000',
      'Termasuk pajak (11%): Rp 34.586',
      'Metode pembayaran: BCA Virtual Account (Midtrans)',
      'Referensi pembayaran: 9b4f6c1e-2d7a-4e4b-8f3e-5a1c2d3e4f50',
      'Harga sudah termasuk pajak.',
      'https://cendekia.example/profile/transaction',
    ])
      expect(lines).toContain(line);
    // The HTML part: the same rows in a table, in the company's colour, escaped.
    expect(html).toContain('<html lang="id"');
    expect(html).toContain('border-top:6px solid #0f766e');
    expect(html).toContain('Budi Santoso &lt;budi@example.com&gt;</td>');
    expect(html).toMatch(/font-weight:bold;">Total<\/td><td [^>]*font-weight:bold;">Rp 349\.000<\/td>/);
    expect(html).toContain('>Diskon</td>');
    expect(html).toContain('href="https://cendekia.example/profile/transaction"');
  });

  it('tells the time of payment in the company’s time zone, whatever its currency', () => {
    const at = (timeZone: string, lang: 'en' | 'id' = 'id') => {
      const receipt = { ...idr(), lang };
      receipt.company.timeZone = timeZone;
      return mailOf(receipt)
        .text.split('\n')
        .find((line) => /^(Paid on|Dibayar pada):/.test(line));
    };
    expect(at('Asia/Makassar')).toBe('Dibayar pada: 4 Maret 2025 pukul 17.05 WITA');
    expect(at('Asia/Kuching', 'en')).toBe('Paid on: 4 March 2025 at 17:05 MYT');
    expect(at('Europe/London', 'en')).toBe('Paid on: 4 March 2025 at 09:05 GMT');
  });

  it('says the receipt in English, with sen and the link under the site without a double slash', () => {
    const { subject, text } = mailOf(myr());
    expect(subject).toBe('Your receipt for order ACM-000042 — Acme Academy');
    const lines = text.split('\n');
    for (const line of [
      'Hi Nur Aisyah,',
      'Order number: ACM-000042',
      'Paid on: 20 November 2025 at 22:30 MYT',
      'Digital Marketing Fundamentals: RM 349.90',
      'Voucher WELCOME10: -RM 34.99',
      'Total: RM 314.91',
      'Of which tax (8%): RM 23.33',
      'Payment method: FPX (Stripe)',
      'Prices include tax.',
      'https://acme-academy.example/profile/transaction',
    ])
      expect(lines).toContain(line);
    expect(text).not.toContain('Discount');
  });

  it('says it in Malay, and leaves out the payment lines a booking does not have', () => {
    const receipt = myr();
    receipt.lang = 'ms';
    receipt.method = null;
    receipt.gateway = null;
    receipt.reference = null;
    const { subject, text } = mailOf(receipt);
    expect(subject).toBe('Resit untuk pesanan ACM-000042 — Acme Academy');
    expect(text).toContain('Jumlah: RM 314.91');
    expect(text).toContain('Termasuk cukai (8%): RM 23.33');
    expect(text).toContain('Harga termasuk cukai.');
    expect(text).not.toContain('Kaedah pembayaran');
  });
});

/**
 * issue 23 item 2: the mail and the PDF write every amount in the one money format the web app
 * uses (@app/contract/money): the symbol, a normal space, the language's separators; never an
 * ISO code, never a symbol glued to its digits.
 */
describe('receipt amounts in the one money format', () => {
  const cases = [
    ['IDR', 'id', idr, ['Rp 499.000', '-Rp 100.000', '-Rp 50.000', 'Rp 349.000', 'Rp 34.586']],
    ['IDR', 'en', idr, ['Rp 499,000', '-Rp 100,000', '-Rp 50,000', 'Rp 349,000', 'Rp 34,586']],
    ['IDR', 'ms', idr, ['Rp 499,000', '-Rp 100,000', '-Rp 50,000', 'Rp 349,000', 'Rp 34,586']],
    ['MYR', 'en', myr, ['RM 349.90', '-RM 34.99', 'RM 314.91', 'RM 23.33']],
    ['MYR', 'ms', myr, ['RM 349.90', '-RM 34.99', 'RM 314.91', 'RM 23.33']],
  ] as const;
  const wrongForms = /\b(IDR|MYR)\b|(Rp|RM)(\d|\u00a0)/;

  it.each(cases)('%s in %s: the mail and the PDF say the same amounts', async (_, lang, make, amounts) => {
    const receipt = { ...make(), lang };
    const { text: mail } = mailOf(receipt);
    const { text: pdf } = await pdfText(await renderReceiptPdf(receipt));
    for (const amount of amounts) {
      expect(mail).toContain(amount);
      expect(pdf).toContain(amount);
    }
    expect(mail).not.toMatch(wrongForms);
    expect(pdf).not.toMatch(wrongForms);
    // The same function as the web app's price lines.
    expect(mail).toContain(`: ${formatMinor(receipt.total, receipt.currency, lang)}\n`);
  });
});
