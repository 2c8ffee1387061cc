import { describe, expect, it } from 'vitest';
import type { Locale } from '@app/contract/envelope';
import { contrastRatio, WHITE } from '../colour.ts';
import {
  mailBrand,
  mailLanguage,
  renderMail,
  renderSms,
  type MailBrand,
  type TemplateData,
} from './render.ts';
import { MAIL_WORDS } from './words.ts';

/** The template set (docs/decisions.md 37): every mail in every language, branded, escaped. */

const LOGO = 'https://acme-academy.example/media/0190f1c2-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const acme = (): MailBrand => ({
  name: 'Acme Academy',
  siteUrl: 'https://acme-academy.example',
  logoUrl: LOGO,
  primaryColor: '#4338ca',
  supportEmail: 'help@acme-academy.example',
  address: 'Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
  timeZone: 'Asia/Kuala_Lumpur',
});

const data: { [K in Exclude<keyof TemplateData, 'refund_needed'>]: TemplateData[K] } = {
  confirm_email: {
    name: 'Nur Aisyah',
    link: 'https://acme-academy.example/success-confirms?token=abc',
    days: 3,
  },
  reset_password: {
    name: 'Nur Aisyah',
    link: 'https://acme-academy.example/reset-password?token=def',
    minutes: 30,
  },
  corporate_invite: {
    name: 'Nur Aisyah',
    courses: ['Safe Work at Height'],
    link: 'https://acme-academy.example/reset-password?token=ghi',
    days: 7,
  },
  receipt: {
    name: 'Nur Aisyah',
    orderNumber: 'ACM-000042',
    details: [{ label: 'Order number', value: 'ACM-000042' }],
    lines: [
      { label: 'Safe Work at Height', value: 'RM 349.00' },
      { label: 'Total', value: 'RM 349.00', strong: true },
    ],
    payment: [{ label: 'Payment method', value: 'FPX (Stripe)' }],
    note: 'Prices include tax.',
    historyUrl: 'https://acme-academy.example/profile/transaction',
  },
  refund: {
    name: 'Nur Aisyah',
    orderNumber: 'ACM-000042',
    course: 'Safe Work at Height',
    amount: 'RM 349.00',
    ended: true,
    rows: [{ label: 'Refunded', value: 'RM 349.00', strong: true }],
    historyUrl: 'https://acme-academy.example/profile/transaction',
  },
  certificate: {
    name: 'Nur Aisyah',
    course: 'Safe Work at Height',
    code: 'ABCD-EFGH-JKLM',
    // 17:30 UTC on 27 November is already 28 November in Kuala Lumpur (UTC+8).
    issuedAt: new Date('2026-11-27T17:30:00Z'),
    pageUrl: 'https://acme-academy.example/certificates/ABCD-EFGH-JKLM',
    pdfUrl: 'https://acme-academy.example/profile/detailcourse/7',
  },
  announcement: {
    name: 'Nur Aisyah',
    course: 'Safe Work at Height',
    subject: 'Live session on Friday',
    message: 'Join us on Friday at 10:00.\n\nBring your harness.',
    sender: 'Admin Acme',
    courseUrl: 'https://acme-academy.example/profile/detailcourse/7',
    unsubscribeUrl: 'https://acme-academy.example/unsubscribe/abc',
  },
};
type LearnerTemplate = keyof typeof data;
const templates = Object.keys(data) as LearnerTemplate[];

/** Words each language's mail must have: its subject and a line of its body. */
const EXPECTED: Record<LearnerTemplate, Record<Locale, [subject: string, body: string]>> = {
  confirm_email: {
    en: ['Confirm your email for Acme Academy', 'Confirm my email'],
    id: ['Konfirmasi email Anda untuk Acme Academy', 'Konfirmasi email saya'],
    ms: ['Sahkan e-mel anda untuk Acme Academy', 'Sahkan e-mel saya'],
  },
  reset_password: {
    en: ['Reset your Acme Academy password', 'Open the link within 30 minutes'],
    id: ['Atur ulang kata sandi Acme Academy Anda', 'Buka tautan ini dalam 30 menit'],
    ms: ['Tetapkan semula kata laluan Acme Academy anda', 'Buka pautan ini dalam masa 30 minit'],
  },
  corporate_invite: {
    en: ['You have been enrolled at Acme Academy', 'The link is valid for 7 days.'],
    id: ['Anda telah didaftarkan di Acme Academy', 'Tautan ini berlaku selama 7 hari.'],
    ms: ['Anda telah didaftarkan di Acme Academy', 'Pautan ini sah selama 7 hari.'],
  },
  receipt: {
    en: ['Your receipt for order ACM-000042 — Acme Academy', 'Thank you for your payment.'],
    id: ['Kuitansi pesanan ACM-000042 — Acme Academy', 'Terima kasih atas pembayaran Anda.'],
    ms: ['Resit untuk pesanan ACM-000042 — Acme Academy', 'Terima kasih atas bayaran anda.'],
  },
  refund: {
    en: ['Your refund for order ACM-000042 — Acme Academy', 'Your progress is kept'],
    id: ['Pengembalian dana pesanan ACM-000042 — Acme Academy', 'Kemajuan belajar Anda tetap tersimpan'],
    ms: ['Bayaran balik pesanan ACM-000042 — Acme Academy', 'Kemajuan anda disimpan'],
  },
  certificate: {
    en: ['You earned a certificate for Safe Work at Height', 'Download it as a PDF (signed in)'],
    id: ['Anda mendapatkan sertifikat untuk Safe Work at Height', 'Unduh sebagai PDF (setelah masuk)'],
    ms: ['Anda memperoleh sijil untuk Safe Work at Height', 'Muat turun sebagai PDF (selepas log masuk)'],
  },
  // The subject and message are the sender's own, in whichever language they wrote.
  announcement: {
    en: ['Live session on Friday', 'Unsubscribe from Acme Academy'],
    id: ['Live session on Friday', 'Berhenti menerima pengumuman dari Acme Academy'],
    ms: ['Live session on Friday', 'Berhenti melanggan pengumuman daripada Acme Academy'],
  },
};
const QUESTIONS: Record<Locale, string> = {
  en: 'Questions? Write to help@acme-academy.example.',
  id: 'Ada pertanyaan? Kirim email ke help@acme-academy.example.',
  ms: 'Ada soalan? Hantar e-mel ke help@acme-academy.example.',
};

const render = <K extends LearnerTemplate>(template: K, lang: Locale, brand = acme(), d = data[template]) =>
  renderMail(template, { lang, brand, data: d as TemplateData[K] });

describe('renderMail: each template in each language', () => {
  const cases = templates.flatMap((template) =>
    (['en', 'id', 'ms'] as const).map((lang) => [template, lang] as const),
  );

  it.each(cases)(
    '%s in %s: that language’s words, the company’s brand, a plain-text part',
    (template, lang) => {
      const mail = render(template, lang);
      const [subject, body] = EXPECTED[template][lang];
      expect(mail.subject).toBe(subject);

      // HTML: the language, the title, the logo with its alt text on the company's site, its colour.
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="(en|id|ms)" dir="ltr">/);
      expect(mail.html).toContain(`<html lang="${lang}"`);
      expect(mail.html).toContain(`<title>${subject}</title>`);
      expect(mail.html).toContain(`<img src="${LOGO}" alt="Acme Academy"`);
      expect(mail.html).toContain('<a href="https://acme-academy.example" style="text-decoration:none;">');
      expect(mail.html).toContain('border-top:6px solid #4338ca');
      expect(mail.html).toContain('<td bgcolor="#4338ca"');
      expect(mail.html).toContain(
        `${QUESTIONS[lang].split('help@')[0]}<a href="mailto:help@acme-academy.example" style="color:#4338ca;">`,
      );
      expect(mail.html).toContain(body);

      // The plain-text part says the same, without markup, signed by the company.
      expect(mail.text).toContain(body);
      expect(mail.text).toContain(QUESTIONS[lang]);
      expect(mail.text).toMatch(
        /\n-- \nAcme Academy\nLevel 12, Menara Acme.*\nhttps:\/\/acme-academy\.example\n$/,
      );
      expect(mail.text).not.toMatch(/<(p|a|td|table|img|br)\b/);
    },
  );

  it('puts every link of the HTML into the plain text too', () => {
    for (const template of templates) {
      const mail = render(template, 'en');
      const links = [...mail.html.matchAll(/href="(https?:[^"]+)"/g)].map((m) => m[1]!);
      expect(links.length, template).toBeGreaterThan(1);
      for (const link of links) expect(mail.text, `${template}: ${link}`).toContain(link);
    }
  });

  it('shows the company’s name where it has no logo, in its colour made readable', () => {
    const brand = { ...acme(), logoUrl: null, primaryColor: '#fde047' };
    const mail = render('confirm_email', 'en', brand);
    expect(mail.html).not.toContain('<img');
    const name =
      /<a href="https:\/\/acme-academy\.example" style="[^"]*color:(#[0-9a-f]{6});[^"]*">Acme Academy<\/a>/.exec(
        mail.html,
      );
    expect(name).not.toBeNull();
    expect(contrastRatio(name![1]!, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('dates in the company’s time zone', () => {
    expect(render('certificate', 'ms').text).toContain('Dikeluarkan pada: 28 November 2026');
    const jakarta = render('certificate', 'id', { ...acme(), timeZone: 'Asia/Jakarta' });
    expect(jakarta.text).toContain('Diterbitkan pada: 28 November 2026');
    const newYork = render('certificate', 'en', { ...acme(), timeZone: 'America/New_York' });
    expect(newYork.text).toContain('Issued on: 27 November 2026');
  });
});

describe('renderMail: the operator’s mail', () => {
  it('refund_needed is in English, with the company’s brand', () => {
    const mail = renderMail('refund_needed', {
      lang: 'en',
      brand: acme(),
      data: {
        orderNumber: 'ACM-000042',
        reason: 'the order had already been paid through another payment.',
        gateway: 'stripe',
        gatewayOrderId: 'ACM-000042-2',
        reference: null,
        amount: 'RM 349.00 (34900 in minor units)',
      },
    });
    expect(mail.subject).toBe('Payment to refund: order ACM-000042');
    expect(mail.text).toContain('Gateway order id: ACM-000042-2');
    expect(mail.text).toContain('Reference: -');
    expect(mail.text).toContain('npm run tenant -- payments <slug> --needs-refund');
    expect(mail.html).toContain('npm run tenant -- payments &lt;slug&gt; --needs-refund');
    expect(mail.html).toContain(`<img src="${LOGO}" alt="Acme Academy"`);
    expect(mail.html).toContain('border-top:6px solid #4338ca');
  });
});

describe('renderMail: values are text, never markup', () => {
  const hostile = '<script>alert("x")</script>';

  it('escapes a learner’s name, a course title and a company name everywhere in the HTML', () => {
    const brand = { ...acme(), name: 'Tan & Sons <Academy>', address: '<b>1 Jalan "Utama"</b>' };
    for (const template of templates) {
      const d = { ...data[template], name: hostile, course: hostile } as never;
      const mail = render(template, 'ms', brand, d);
      expect(mail.html, template).not.toContain('<script');
      expect(mail.html, template).not.toContain('<b>');
      expect(mail.html, template).not.toContain('Tan & Sons');
      expect(mail.html, template).toContain('Tan &amp; Sons &lt;Academy&gt;');
      expect(mail.html, template).toContain('alt="Tan &amp; Sons &lt;Academy&gt;"');
      expect(mail.html, template).toContain('&lt;b&gt;1 Jalan &quot;Utama&quot;&lt;/b&gt;');
      // The plain-text part is plain text: it says what was typed.
      expect(mail.text, template).toContain('Tan & Sons <Academy>');
    }
    const named = render('confirm_email', 'en', acme(), { ...data.confirm_email, name: hostile });
    expect(named.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(named.text).toContain(`Hello ${hostile},`);
    const titled = render('certificate', 'en', acme(), { ...data.certificate, course: hostile });
    expect(titled.html).toContain(`<title>You earned a certificate for &lt;script&gt;`);
  });

  it('sets an announcement’s message as text, its paragraphs kept, never as markup', () => {
    const message = `First line\nsecond line <b>bold?</b>\n\n${hostile} <a href="https://evil.example">x</a>`;
    const mail = render('announcement', 'en', acme(), { ...data.announcement, message, subject: hostile });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>bold');
    expect(mail.html).not.toContain('<a href="https://evil.example"');
    expect(mail.html).toContain('First line<br>second line &lt;b&gt;bold?&lt;/b&gt;</p>');
    expect(mail.html).toContain('<title>&lt;script&gt;');
    expect(mail.text).toContain(`First line\nsecond line <b>bold?</b>\n\n${hostile}`);
    expect(mail.text).toContain('Unsubscribe from Acme Academy');
    expect(mail.text).toContain('https://acme-academy.example/unsubscribe/abc');
  });

  it('keeps a quote in a link inside its attribute', () => {
    const link = 'https://acme-academy.example/x"onmouseover="alert(1)';
    const mail = render('confirm_email', 'en', acme(), { ...data.confirm_email, link });
    expect(mail.html).toContain('href="https://acme-academy.example/x&quot;onmouseover=&quot;alert(1)"');
    expect(mail.html).not.toContain('"onmouseover="');
  });

  it('refuses a link that is not an absolute http(s) address, naming it', () => {
    for (const link of [
      'javascript:alert(1)',
      '/success-confirms?token=abc',
      'https://a.example/ b',
      'data:text/html,x',
    ]) {
      expect(() => render('confirm_email', 'en', acme(), { ...data.confirm_email, link }), link).toThrow(
        /button link must be an absolute http\(s\) address/,
      );
    }
    expect(() => render('confirm_email', 'en', { ...acme(), logoUrl: '/media/x' })).toThrow(
      /logo address must be an absolute http\(s\) address, got "\/media\/x"/,
    );
    expect(() => render('confirm_email', 'en', { ...acme(), siteUrl: 'acme-academy.example' })).toThrow(
      /site address must be an absolute http\(s\) address/,
    );
  });

  it('refuses a colour that is not #rrggbb, an unknown template and an unknown language', () => {
    expect(() => render('confirm_email', 'en', { ...acme(), primaryColor: 'red;background:url(x)' })).toThrow(
      'The mail\'s brand colour must be #rgb or #rrggbb, got "red;background:url(x)"',
    );
    expect(() => renderMail('welcome' as never, { lang: 'en', brand: acme(), data: {} as never })).toThrow(
      'There is no mail template "welcome"',
    );
    expect(() => renderMail('toString' as never, { lang: 'en', brand: acme(), data: {} as never })).toThrow(
      'There is no mail template "toString"',
    );
    expect(() => render('confirm_email', 'fr' as Locale)).toThrow(
      'Mail is written in en, id or ms, not "fr"',
    );
    expect(() => renderSms('login_code', 'fr' as Locale, { company: 'A', code: '1', minutes: 5 })).toThrow(
      'Texts are written in en, id or ms, not "fr"',
    );
  });
});

describe('renderMail: contrast', () => {
  it.each([
    ['#4338ca', '#4338ca'],
    ['#0f766e', '#0f766e'],
    ['#9f1239', '#9f1239'],
    ['#fde047', '#fde047'],
    ['#808080', '#808080'],
    ['#ffffff', '#ffffff'],
    ['#000000', '#000000'],
    ['#22c55e', '#22c55e'],
    // As companies may write it (docs/tenant-folder.md).
    ['#FC0', '#ffcc00'],
    ['#0F766E', '#0f766e'],
  ])('the button’s label reads on %s, and links on white', (primaryColor, shown) => {
    const mail = render('confirm_email', 'en', { ...acme(), primaryColor });
    const button = /<td bgcolor="(#[0-9a-f]{6})"[^>]*><a [^>]*color:(#[0-9a-f]{6});/.exec(mail.html);
    expect(button, 'the button').not.toBeNull();
    expect(button![1]).toBe(shown);
    expect(mail.html).toContain(`border-top:6px solid ${shown}`);
    expect(contrastRatio(button![1]!, button![2]!)).toBeGreaterThanOrEqual(4.5);
    const links = [...mail.html.matchAll(/<a href="[^"]*" style="color:(#[0-9a-f]{6});/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const colour of links) expect(contrastRatio(colour, WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the words', () => {
  /** Every word of a language, functions called with sample values. */
  const flat = (lang: Locale): [key: string, value: unknown][] =>
    Object.entries(MAIL_WORDS[lang]).flatMap(([template, words]) =>
      Object.entries(words as Record<string, unknown>).map(([key, value]): [string, unknown] => [
        `${template}.${key}`,
        typeof value === 'function' ? (value as (...a: unknown[]) => string)('Acme', 'X', 5) : value,
      ]),
    );

  it('has every template’s words in en, id and ms', () => {
    const keys = (lang: Locale) => flat(lang).map(([key]) => key);
    expect(keys('id')).toEqual(keys('en'));
    expect(keys('ms')).toEqual(keys('en'));
    for (const template of [
      ...templates.map((t) => t.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())),
      'layout',
      'sms',
    ])
      for (const lang of ['en', 'id', 'ms'] as const)
        expect(Object.keys(MAIL_WORDS[lang]), `${template} in ${lang}`).toContain(template);
  });

  it('leaves no Indonesian or Malay word in English', () => {
    const english = new Map(flat('en'));
    for (const lang of ['id', 'ms'] as const)
      for (const [key, value] of flat(lang)) {
        expect(typeof value === 'string' && value.length > 0, `${lang} ${key}`).toBe(true);
        expect(value, `${lang} ${key}`).not.toBe(english.get(key));
      }
  });
});

describe('renderSms', () => {
  it.each([
    ['en', 'Acme Academy: your login code is 123456. It expires in 5 minutes.'],
    ['id', 'Acme Academy: kode masuk Anda 123456. Berlaku 5 menit.'],
    ['ms', 'Acme Academy: kod log masuk anda 123456. Sah selama 5 minit.'],
  ] as const)('texts the login code in %s, in one SMS', (lang, start) => {
    const text = renderSms('login_code', lang, { company: 'Acme Academy', code: '123456', minutes: 5 });
    expect(text.startsWith(start)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    const shared = renderSms('shared_phone', lang, { company: 'Acme Academy' });
    expect(shared.startsWith('Acme Academy: ')).toBe(true);
    expect(shared.length).toBeLessThanOrEqual(160);
  });
});

describe('mailLanguage and mailBrand', () => {
  it('is the user’s language, else the company’s, else English', () => {
    expect(mailLanguage('ms', 'en')).toBe('ms');
    expect(mailLanguage(null, 'id')).toBe('id');
    expect(mailLanguage('fr', 'ms')).toBe('ms');
    expect(mailLanguage(undefined, 'de')).toBe('en');
  });

  it('puts the logo on the company’s own site', () => {
    const brand = mailBrand(
      {
        companyName: 'Acme Academy',
        primaryColor: '#4338ca',
        logoMediaId: '0190f1c2-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
        supportEmail: 'help@acme-academy.example',
        address: '',
        timeZone: 'Asia/Kuala_Lumpur',
      },
      'https://acme-academy.example/',
    );
    expect(brand).toMatchObject({ siteUrl: 'https://acme-academy.example', logoUrl: LOGO });
  });
});
