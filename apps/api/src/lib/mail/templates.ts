import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';
import type { MailBrand, MailContent, MailRow } from './layout.ts';
import type { MailWords } from './words.ts';

/**
 * The template set: what each mail says, as blocks the one layout (layout.ts) sets in HTML and
 * plain text. A template takes plain values (names, links, formatted amounts) from the feature
 * that sends it and its words in the reader's language (words.ts).
 */

export interface TemplateData {
  /** After registering (and again on a login before confirming). */
  confirm_email: { name: string; link: string; days: number };
  reset_password: { name: string; link: string; minutes: number };
  /**
   * A person a company's admin enrolled through a corporate order who had no account (decision 54):
   * the courses they were given and a link that sets their password (and confirms the address).
   */
  corporate_invite: { name: string; courses: string[]; link: string; days: number };
  /**
   * A paid order. Its rows come labelled and formatted by the receipt (commerce/receipts), whose
   * words the PDF shares: the order's details, its lines and total, how it was paid.
   */
  receipt: {
    name: string;
    orderNumber: string;
    details: MailRow[];
    lines: MailRow[];
    payment: MailRow[];
    /** "Prices include tax." */
    note: string;
    historyUrl: string;
  };
  /**
   * Money given back to the learner (docs/decisions.md 50): the credit note's rows, formatted by the
   * receipt (commerce/receipts) like the PDF, and whether the course was taken back.
   */
  refund: {
    name: string;
    orderNumber: string;
    course: string;
    amount: string;
    /** The whole order was refunded: the course is no longer theirs (their progress is kept). */
    ended: boolean;
    rows: MailRow[];
    historyUrl: string;
  };
  /** Once, when a learner's certificate is issued. */
  certificate: {
    name: string;
    course: string;
    code: string;
    issuedAt: Date;
    /** The public verification page. */
    pageUrl: string;
    /** The page of the course where the signed-in learner downloads the PDF. */
    pdfUrl: string;
  };
  /**
   * A studio announcement to a course's learners (docs/decisions.md 55): the sender's subject and
   * message as plain text (escaped by the layout; line breaks kept), why the learner gets it, and
   * the signed link that stops the company's announcements.
   */
  announcement: {
    name: string;
    course: string;
    subject: string;
    message: string;
    sender: string;
    /** The course's page of the signed-in learner. */
    courseUrl: string;
    unsubscribeUrl: string;
  };
  /**
   * To the company's support address: money that arrived for an order that cannot take it. In
   * English whatever the company's language: it names gateway ids and an operator's command.
   */
  refund_needed: {
    orderNumber: string;
    reason: string;
    gateway: string;
    gatewayOrderId: string;
    reference: string | null;
    amount: string;
  };
}

export type MailTemplate = keyof TemplateData;

export interface TemplateEnv {
  lang: Locale;
  brand: MailBrand;
  words: MailWords;
}

/** A day as people of the language write it, in the company's time zone: "4 March 2025". */
export const formatDay = (date: Date, lang: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);

export const TEMPLATES: { [K in MailTemplate]: (data: TemplateData[K], env: TemplateEnv) => MailContent } = {
  confirm_email(data, { brand, words }) {
    const w = words.confirmEmail;
    const body = w.body(brand.name, data.days);
    return {
      subject: w.subject(brand.name),
      heading: w.heading,
      preview: body,
      blocks: [
        { kind: 'text', text: w.greeting(data.name) },
        { kind: 'text', text: body },
        { kind: 'button', label: w.action, url: data.link },
        { kind: 'note', text: w.ignore },
      ],
    };
  },

  reset_password(data, { brand, words }) {
    const w = words.resetPassword;
    const body = w.body(brand.name, data.minutes);
    return {
      subject: w.subject(brand.name),
      heading: w.heading,
      preview: body,
      blocks: [
        { kind: 'text', text: w.greeting(data.name) },
        { kind: 'text', text: body },
        { kind: 'button', label: w.action, url: data.link },
        { kind: 'note', text: w.ignore },
      ],
    };
  },

  corporate_invite(data, { brand, words }) {
    const w = words.corporateInvite;
    const body = w.body(brand.name);
    return {
      subject: w.subject(brand.name),
      heading: w.heading,
      preview: body,
      blocks: [
        { kind: 'text', text: w.greeting(data.name) },
        { kind: 'text', text: body },
        { kind: 'rows', rows: data.courses.map((course) => ({ label: w.course, value: course })) },
        { kind: 'text', text: w.action_lead(data.days) },
        { kind: 'button', label: w.action, url: data.link },
        { kind: 'note', text: w.ignore },
      ],
    };
  },

  receipt(data, { brand, words }) {
    const w = words.receipt;
    return {
      subject: w.subject(data.orderNumber, brand.name),
      heading: w.heading,
      preview: w.intro,
      blocks: [
        { kind: 'text', text: w.greeting(data.name) },
        { kind: 'text', text: w.intro },
        { kind: 'rows', rows: data.details },
        { kind: 'rows', rows: data.lines },
        ...(data.payment.length > 0 ? [{ kind: 'rows' as const, rows: data.payment }] : []),
        { kind: 'note', text: data.note },
        { kind: 'button', label: w.history, url: data.historyUrl },
      ],
    };
  },

  refund(data, { brand, words }) {
    const w = words.refund;
    const body = w.body(data.amount, data.orderNumber, data.course);
    return {
      subject: w.subject(data.orderNumber, brand.name),
      heading: w.heading,
      preview: body,
      blocks: [
        { kind: 'text', text: w.greeting(data.name) },
        { kind: 'text', text: body },
        ...(data.ended ? [{ kind: 'text' as const, text: w.ended(data.course) }] : []),
        { kind: 'rows', rows: data.rows },
        { kind: 'note', text: w.timing },
        { kind: 'button', label: w.history, url: data.historyUrl },
      ],
    };
  },

  certificate(data, { lang, brand, words }) {
    const w = words.certificate;
    const body = w.body(data.course);
    return {
      subject: w.subject(data.course),
      heading: w.heading,
      preview: body,
      blocks: [
        { kind: 'text', text: w.greeting(data.name) },
        { kind: 'text', text: body },
        {
          kind: 'rows',
          rows: [
            { label: w.code, value: data.code },
            { label: w.issuedOn, value: formatDay(data.issuedAt, lang, brand.timeZone) },
          ],
        },
        { kind: 'button', label: w.view, url: data.pageUrl },
        { kind: 'link', label: w.pdf, url: data.pdfUrl },
        { kind: 'note', text: w.share },
      ],
    };
  },

  announcement(data, { brand, words }) {
    const w = words.announcement;
    const preview = data.message.replace(/\s+/g, ' ').trim();
    return {
      subject: data.subject,
      heading: data.subject,
      preview: preview.length > 140 ? `${preview.slice(0, 139)}…` : preview,
      blocks: [
        { kind: 'text', text: w.greeting(data.name) },
        // Paragraphs as the sender wrote them: a blank line between two.
        ...data.message
          .split(/\r?\n\s*\r?\n/)
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map((part) => ({ kind: 'text' as const, text: part })),
        { kind: 'text', text: w.signature(data.sender, brand.name) },
        { kind: 'button', label: w.open, url: data.courseUrl },
        { kind: 'note', text: w.why(data.course, brand.name) },
        { kind: 'link', label: w.unsubscribe(brand.name), url: data.unsubscribeUrl },
      ],
    };
  },

  refund_needed(data) {
    return {
      subject: `Payment to refund: order ${data.orderNumber}`,
      heading: 'A payment to refund',
      preview: `A payment arrived for order ${data.orderNumber} that the order cannot take.`,
      blocks: [
        { kind: 'text', text: `A payment arrived for order ${data.orderNumber} that the order cannot take.` },
        {
          kind: 'rows',
          rows: [
            { label: 'Why', value: data.reason },
            { label: 'Gateway', value: data.gateway },
            { label: 'Gateway order id', value: data.gatewayOrderId },
            { label: 'Reference', value: data.reference ?? '-' },
            { label: 'Amount', value: data.amount, strong: true },
          ],
        },
        {
          kind: 'text',
          text:
            'The learner has not been given anything for it. Refund it through the gateway; the ' +
            'payment stays listed by `npm run tenant -- payments <slug> --needs-refund` until the ' +
            "gateway's refund notification arrives.",
        },
      ],
    };
  },
};
