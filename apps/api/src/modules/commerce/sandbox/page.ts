import { PAYMENT_METHOD_BRANDS, type PaymentMethod } from '@app/contract/commerce/schemas';
import type { Locale } from '@app/contract/envelope';
import { formatMinor, INTL_LOCALE } from '@app/contract/money';
import { SANDBOX_WORDS, say, type SandboxWords } from './words.ts';

/**
 * The sandbox gateway's checkout page: plain server-rendered HTML with no script, styled with the
 * tenant's colour, so it works like a gateway's hosted page (the SPA is not involved). Every text
 * is escaped; the CSP allows inline styles, inline SVG and posting to itself, nothing else.
 */

export const SANDBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** A method's name: its brand, or the words for FPX and cards. */
const methodName = (method: PaymentMethod, w: SandboxWords) =>
  method === 'fpx' ? w.fpx : method === 'card' ? w.card : PAYMENT_METHOD_BRANDS[method];

/** Bank prefixes of the sandbox's virtual account numbers (company codes as the banks issue them). */
const VA_PREFIX: Partial<Record<PaymentMethod, string>> = {
  bca_va: '70012',
  bni_va: '988',
  bri_va: '26215',
  mandiri_va: '89608',
};

export const vaNumber = (method: PaymentMethod, paymentId: number) =>
  `${VA_PREFIX[method] ?? '9'}${String(paymentId).padStart(11, '0')}`;

/** Midtrans's published test cards: one goes through 3-D Secure and succeeds, one is denied. */
export const TEST_CARD_SUCCESS = '4811111111111114';
export const TEST_CARD_DENIED = '4911111111111113';
export const TEST_OTP = '112233';

export interface SandboxView {
  /** The learner's language (their choice on the site, else the company's) and the company's zone. */
  lang: Locale;
  timeZone: string;
  company: string;
  color: string;
  orderNumber: string;
  courseTitle: string;
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  paymentId: number;
  expiresAt: Date;
  action: string;
  /** The QRIS or e-wallet QR code as SVG markup (generated, not user text). */
  qrSvg?: string;
  qrPayload?: string;
  step: 'choose' | 'card' | '3ds' | 'done';
  error?: keyof SandboxWords;
  /** Done: what happened, and where the learner goes next. */
  outcome?: keyof SandboxWords;
  returnUrl: string;
}

/** Amounts in the page's language: "Rp 279.000" in Indonesian, "RM 399.00" (the one money format). */
const money = (v: SandboxView) => formatMinor(v.amountMinor, v.currency, v.lang);

/** The deadline in the company's time zone and the learner's language, with the zone named. */
const deadline = (v: SandboxView) =>
  new Intl.DateTimeFormat(INTL_LOCALE[v.lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: v.timeZone,
    timeZoneName: 'short',
  }).format(v.expiresAt);

const simulateButtons = (action: string, w: SandboxWords) => `
  <form method="post" action="${action}" class="sim" id="sim">
    <p class="hint">${escape(w.controls)}</p>
    <button name="action" value="success" class="primary">${escape(w.simulateSuccess)}</button>
    <button name="action" value="failure" class="secondary">${escape(w.simulateFailure)}</button>
    <button name="action" value="expire" class="secondary">${escape(w.simulateExpiry)}</button>
  </form>`;

function methodBody(v: SandboxView): string {
  const a = escape(v.action);
  const w = SANDBOX_WORDS[v.lang];
  const error = v.error ? `<p class="error" role="alert">${escape(w[v.error])}</p>` : '';
  switch (v.step) {
    case 'card':
      return `
      <form method="post" action="${a}" class="card-form">
        <input type="hidden" name="step" value="card">
        <label>${escape(w.cardNumber)}<input name="card_number" inputmode="numeric" autocomplete="cc-number" required
          placeholder="${TEST_CARD_SUCCESS}"></label>
        <div class="row">
          <label>${escape(w.expiry)}<input name="expiry" autocomplete="cc-exp" required placeholder="12/30"></label>
          <label>${escape(w.cvv)}<input name="cvv" inputmode="numeric" autocomplete="cc-csc" required placeholder="123"></label>
        </div>
        ${error}
        <button class="primary">${escape(say(w.pay, { amount: money(v) }))}</button>
        <p class="hint">${escape(say(w.testCards, { success: TEST_CARD_SUCCESS, denied: TEST_CARD_DENIED }))}</p>
      </form>`;
    case '3ds':
      return `
      <form method="post" action="${a}" class="card-form">
        <input type="hidden" name="step" value="3ds">
        <p>${escape(w.threeDs)}</p>
        <label>${escape(w.otp)}<input name="otp" inputmode="numeric" autocomplete="one-time-code" required
          placeholder="${TEST_OTP}"></label>
        ${error}
        <button class="primary">${escape(w.submit)}</button>
        <p class="hint">${escape(say(w.otpHint, { otp: TEST_OTP }))}</p>
      </form>`;
    case 'done':
      return `<p class="outcome" role="status">${escape(v.outcome ? w[v.outcome] : '')}</p>
        <p><a class="primary link" href="${escape(v.returnUrl)}">${escape(say(w.backTo, { company: v.company }))}</a></p>`;
    default:
      break;
  }
  let how = '';
  if (v.qrSvg) {
    how = `<div class="qr" role="img" aria-label="${escape(w.qrLabel)}">${v.qrSvg}</div>
      <p class="hint">${escape(w.qrHint)} <code>${escape(v.qrPayload ?? '')}</code></p>`;
  } else if (VA_PREFIX[v.method]) {
    const bank = methodName(v.method, w).replace(' Virtual Account', '');
    how = `<p>${escape(say(w.transfer, { bank }))}</p>
      <p class="va">${escape(vaNumber(v.method, v.paymentId))}</p>`;
  } else if (v.method === 'ovo' || v.method === 'dana') {
    how = `<p>${escape(say(w.wallet, { wallet: methodName(v.method, w) }))}</p>`;
  } else if (v.method === 'fpx') {
    how = `<label>${escape(w.bank)}<select name="bank" form="sim"><option>Maybank2u</option><option>CIMB Clicks</option>
      <option>Public Bank</option><option>RHB Now</option><option>Hong Leong Connect</option></select></label>`;
  }
  return how + simulateButtons(a, w);
}

export function sandboxPage(v: SandboxView): string {
  const color = /^#[0-9a-f]{6}$/i.test(v.color) ? v.color : '#1d4ed8';
  const w = SANDBOX_WORDS[v.lang];
  return `<!doctype html>
<html lang="${v.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(w.title)} · ${escape(v.orderNumber)}</title>
<style>
  :root { --brand: ${color}; color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .banner { background: #fef3c7; color: #78350f; border-radius: .75rem; padding: .5rem .75rem; font-size: .875rem; font-weight: 600; }
  .sheet { background: #fff; border-radius: 1rem; box-shadow: 0 10px 30px rgba(0,0,0,.08); padding: 1.5rem; margin-top: 1rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .muted, .hint { color: #4b5563; font-size: .875rem; }
  .amount { font-size: 2rem; font-weight: 800; margin: .75rem 0; color: var(--brand); }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; font-size: .875rem; margin: 0 0 1rem; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .qr { display: grid; place-items: center; background: #fff; padding: .5rem; }
  .qr svg { width: 100%; max-width: 15rem; height: auto; }
  code { overflow-wrap: anywhere; font-size: .75rem; }
  .va { font: 700 1.5rem/1.2 ui-monospace, monospace; letter-spacing: .05em; background: #f3f4f6; padding: .75rem; border-radius: .5rem; text-align: center; }
  form { display: grid; gap: .75rem; margin-top: 1rem; }
  label { display: grid; gap: .25rem; font-weight: 600; font-size: .875rem; }
  input, select { font: inherit; padding: .625rem .75rem; border: 1px solid #9ca3af; border-radius: .5rem; width: 100%; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  button, .link { font: inherit; font-weight: 700; border-radius: .75rem; padding: .75rem 1rem; cursor: pointer; border: 2px solid var(--brand); text-align: center; text-decoration: none; display: block; }
  .primary { background: var(--brand); color: #fff; }
  .secondary { background: #fff; color: var(--brand); }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #111827; outline-offset: 2px; }
  .error { color: #b91c1c; font-weight: 600; margin: 0; }
  .outcome { font-size: 1.125rem; font-weight: 700; }
  .sim { border-top: 1px dashed #d1d5db; padding-top: 1rem; }
</style></head>
<body><main>
  <p class="banner">${escape(w.banner)}</p>
  <div class="sheet">
    <p class="muted">${escape(v.company)}</p>
    <h1>${escape(methodName(v.method, w))}</h1>
    <p class="amount">${escape(money(v))}</p>
    <dl>
      <dt>${escape(w.order)}</dt><dd>${escape(v.orderNumber)}</dd>
      <dt>${escape(w.for)}</dt><dd>${escape(v.courseTitle)}</dd>
      <dt>${escape(w.payBefore)}</dt><dd>${escape(deadline(v))}</dd>
    </dl>
    ${methodBody(v)}
  </div>
</main></body></html>`;
}
