/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell a spreadsheet would run as a formula (=, +, -, @ first) is kept as text (OWASP CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;
