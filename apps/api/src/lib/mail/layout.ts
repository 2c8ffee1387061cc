import type { Locale } from '@app/contract/envelope';
import { hexColour, INK, readableColor, textColourOn } from '../colour.ts';
import { absoluteUrl, escapeHtml, escapeLines } from './html.ts';

/**
 * The one layout every mail is set in: a branded HTML document (tables and inline styles, which
 * is what mail clients read) and a plain-text part with the same content, both made from the same
 * blocks. Templates (templates.ts) say what a mail holds; this file says how it looks.
 */

/** A company as its mail shows it. */
export interface MailBrand {
  /** The company's name: the logo's alt text, the signature. */
  name: string;
  /** Its site's origin (its primary domain), e.g. https://cendekia.example */
  siteUrl: string;
  /** The absolute address of its logo on that site, or null (the name is shown instead). */
  logoUrl: string | null;
  /** Its primary colour, #rgb or #rrggbb: the band at the top and the button. */
  primaryColor: string;
  supportEmail: string;
  /** Its postal address, '' when it has none. */
  address: string;
  /** Its time zone (IANA): the days and times its mail shows. */
  timeZone: string;
}

export interface MailRow {
  label: string;
  value: string;
  /** A total: set in bold. */
  strong?: boolean;
}

/** What a mail is made of, in order. */
export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'note'; text: string }
  /** The mail's one action, as a button in the brand's colour. */
  | { kind: 'button'; label: string; url: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'rows'; rows: MailRow[] };

export interface MailContent {
  subject: string;
  heading: string;
  /** The line inboxes show after the subject. */
  preview: string;
  blocks: MailBlock[];
}

/** The layout's own words, in the mail's language. */
export interface LayoutWords {
  questions: (email: string) => string;
  buttonFallback: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const MUTED = '#4b5563';
const RULE = '#e5e7eb';
const PAGE = '#f3f4f6';

interface Colours {
  brand: string;
  /** Text set on the brand's colour (the button's label). */
  onBrand: string;
  /** The brand's colour, darkened until it reads on white (links, the name without a logo). */
  link: string;
}

function coloursOf(brand: MailBrand): Colours {
  const colour = hexColour(brand.primaryColor);
  if (!colour)
    throw new Error(`The mail's brand colour must be #rgb or #rrggbb, got "${brand.primaryColor}"`);
  return { brand: colour, onBrand: textColourOn(colour), link: readableColor(colour) };
}

const paragraph = (html: string, size: 'body' | 'small') =>
  size === 'body'
    ? `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:${INK};">${html}</p>`
    : `<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:20px;color:${MUTED};">${html}</p>`;

const anchor = (href: string, label: string, c: Colours, extra = '') =>
  `<a href="${escapeHtml(href)}" style="color:${c.link};${extra}">${escapeHtml(label)}</a>`;

function rowsHtml(rows: MailRow[]) {
  const cell = (row: MailRow, align: 'left' | 'right') =>
    `<td align="${align}" style="padding:8px 0${align === 'right' ? ' 8px 12px' : ''};` +
    `border-bottom:1px solid ${RULE};${FONT}font-size:14px;line-height:20px;text-align:${align};` +
    `color:${row.strong || align === 'right' ? INK : MUTED};${row.strong ? 'font-weight:bold;' : ''}">` +
    `${escapeHtml(align === 'left' ? row.label : row.value)}</td>`;
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
    `style="margin:0 0 16px;border-collapse:collapse;">` +
    rows.map((row) => `<tr>${cell(row, 'left')}${cell(row, 'right')}</tr>`).join('') +
    `</table>`
  );
}

function blockHtml(block: MailBlock, c: Colours, words: LayoutWords): string {
  switch (block.kind) {
    case 'text':
      return paragraph(escapeLines(block.text), 'body');
    case 'note':
      return paragraph(escapeLines(block.text), 'small');
    case 'link':
      return paragraph(anchor(absoluteUrl(block.url, 'link'), block.label, c, 'font-weight:bold;'), 'body');
    case 'rows':
      return rowsHtml(block.rows);
    case 'button': {
      const url = absoluteUrl(block.url, 'button link');
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">` +
        `<tr><td bgcolor="${c.brand}" style="border-radius:6px;background-color:${c.brand};">` +
        `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;` +
        `font-weight:bold;line-height:20px;color:${c.onBrand};text-decoration:none;border-radius:6px;">` +
        `${escapeHtml(block.label)}</a></td></tr></table>` +
        paragraph(
          `${escapeHtml(words.buttonFallback)}<br>${anchor(url, url, c, 'word-break:break-all;')}`,
          'small',
        )
      );
    }
  }
}

/** The logo, linked to the site; without one, the company's name in its colour. */
function logoHtml(brand: MailBrand, c: Colours) {
  const site = escapeHtml(brand.siteUrl);
  const nameStyle = `${FONT}font-size:20px;font-weight:bold;line-height:28px;color:${c.link};text-decoration:none;`;
  if (!brand.logoUrl) return `<a href="${site}" style="${nameStyle}">${escapeHtml(brand.name)}</a>`;
  const logo = escapeHtml(absoluteUrl(brand.logoUrl, 'logo address'));
  return (
    `<a href="${site}" style="text-decoration:none;"><img src="${logo}" alt="${escapeHtml(brand.name)}" ` +
    `height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0;outline:none;${nameStyle}"></a>`
  );
}

const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+$/;
/** A placeholder no text contains, put where the support address goes and then replaced by its link. */
const SLOT = '\u0000';

function footerHtml(brand: MailBrand, c: Colours, words: LayoutWords) {
  const support = EMAIL.test(brand.supportEmail)
    ? escapeHtml(words.questions(SLOT)).replace(
        SLOT,
        anchor(`mailto:${brand.supportEmail}`, brand.supportEmail, c),
      )
    : escapeHtml(words.questions(brand.supportEmail));
  const host = new URL(brand.siteUrl).host;
  const lines = [
    escapeHtml(brand.name),
    ...(brand.address ? [escapeHtml(brand.address)] : []),
    anchor(brand.siteUrl, host, c),
  ];
  return (
    `<p style="margin:0 0 12px;${FONT}font-size:13px;line-height:20px;color:${MUTED};">${support}</p>` +
    `<p style="margin:0;${FONT}font-size:13px;line-height:20px;color:${MUTED};">${lines.join('<br>')}</p>`
  );
}

/** The mail's HTML document. */
export function layoutHtml(lang: Locale, brand: MailBrand, content: MailContent, words: LayoutWords) {
  absoluteUrl(brand.siteUrl, 'site address');
  const c = coloursOf(brand);
  const blocks = content.blocks.map((block) => blockHtml(block, c, words)).join('\n');
  return `<!DOCTYPE html>
<html lang="${lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-top:6px solid ${c.brand};border-radius:8px;">
<tr><td style="padding:24px 32px 0;">${logoHtml(brand, c)}</td></tr>
<tr><td style="padding:24px 32px 8px;">
<h1 style="margin:0 0 16px;${FONT}font-size:24px;line-height:32px;font-weight:bold;color:${INK};">${escapeHtml(content.heading)}</h1>
${blocks}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${RULE};">${footerHtml(brand, c, words)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
    case 'note':
      return block.text;
    case 'button':
    case 'link':
      return `${block.label}:\n${block.url}`;
    case 'rows':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  }
}

/** The plain-text part: the same heading, blocks and footer, one paragraph each. */
export function layoutText(brand: MailBrand, content: MailContent, words: LayoutWords) {
  return [
    content.heading,
    ...content.blocks.map(blockText),
    words.questions(brand.supportEmail),
    // The usual signature separator, so mail clients fold the footer.
    ['-- ', brand.name, ...(brand.address ? [brand.address] : []), brand.siteUrl].join('\n'),
  ]
    .join('\n\n')
    .concat('\n');
}
