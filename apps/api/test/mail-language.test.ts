import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@app/contract/account/schemas';
import { bearer, mailedToken, outboxFor, registerPayload, SETUP_MS, uniqueEmail } from './account/support.ts';
import { courseByTitle, createLearner, learning } from './catalog/helpers.ts';
import { buy, midtransNotification, notifySandbox, sandboxKey, startPayment } from './commerce/helpers.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from './helper.ts';
import { lessonsOf } from './learning/helpers.ts';
import { answerAllRight, createQuiz, start, submit } from './quiz/helpers.ts';

/**
 * Mail and texts go out in the learner's language, the one they last used (users.language), as
 * branded HTML with a plain-text part, from one template set (docs/decisions.md 36).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
}, SETUP_MS);
afterAll(() => ctx?.close());

const languageOf = async (email: string) => {
  const [row] = await ctx.database.sql.query<{ language: string | null }>(
    'SELECT language FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return row?.language;
};

const tenant = async (slug: string) => {
  const [row] = await ctx.database.sql.query<{ logo_media_id: string; primary_color: string }>(
    'SELECT logo_media_id, primary_color FROM tenants WHERE slug = $1',
    [slug],
  );
  return row!;
};

/** Registers through the API, saying the language the page is in (or none). */
async function registerIn(lang: string | null, host = HOST_A, overrides: Record<string, unknown> = {}) {
  const payload = registerPayload({ email: uniqueEmail('lang'), elearning_platform: host, ...overrides });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/users/register${lang ? `?lang=${lang}` : ''}`,
    headers: { host },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email: payload.email as string, password: payload.password as string };
}

/** Registers, confirms and logs in (the login without `lang`); answers the email and token. */
async function learnerIn(lang: string | null, host = HOST_A, overrides: Record<string, unknown> = {}) {
  const { email, password } = await registerIn(lang, host, overrides);
  const token = await mailedToken(ctx, email, '/success-confirms', host);
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/confirm',
    headers: { host },
    payload: { token },
  });
  expect(confirm.statusCode).toBe(200);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/login?via=email',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  expect(login.statusCode, login.body).toBe(200);
  return { email, password, token: login.json().data.token as string };
}

const forgot = (email: string, host = HOST_A) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/forgot_password',
    headers: { host },
    payload: { email },
  });

/** The newest mail to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp, host = HOST_A): Promise<OutboxMessage & { html: string }> {
  const mail = (await outboxFor(ctx, to, host)).find((m) => subject.test(m.subject));
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  expect(mail.html_url).toMatch(/^\/dev\/outbox\/\d+\.html$/);
  const html = await ctx.app.inject({ url: mail.html_url!, headers: { host } });
  expect(html.statusCode).toBe(200);
  return { ...mail, html: html.body };
}

describe('POST /api/v1/users/register', () => {
  it('keeps the language registered in, and mails the confirmation in it with the company’s brand', async () => {
    const acme = await tenant('acme');
    const { email } = await registerIn('ms', HOST_B);
    expect(await languageOf(email)).toBe('ms');
    const mail = await mailTo(email, /./, HOST_B);
    expect(mail.subject).toBe('Sahkan e-mel anda untuk Acme Academy');
    expect(mail.text).toContain('Hai Siti Rahma,');
    expect(mail.text).toContain('Sahkan e-mel saya:\nhttp://acme.localhost:3000/success-confirms?token=');
    expect(mail.html).toContain('<html lang="ms"');
    expect(mail.html).toContain(
      `<img src="http://acme.localhost:3000/media/${acme.logo_media_id}" alt="Acme Academy"`,
    );
    expect(mail.html).toContain(`border-top:6px solid ${acme.primary_color}`);
    expect(mail.html).toContain(`<td bgcolor="${acme.primary_color}"`);
  });

  it('brands each company’s mail with its own name, logo and colour', async () => {
    const [acme, cendekia] = [await tenant('acme'), await tenant('cendekia')];
    expect(acme.primary_color).not.toBe(cendekia.primary_color);
    const { email } = await registerIn('en', HOST_A);
    const mail = await mailTo(email, /./);
    expect(mail.subject).toBe('Confirm your email for Cendekia Academy');
    expect(mail.html).toContain('<html lang="en"');
    expect(mail.html).toContain(
      `<img src="http://localhost:3000/media/${cendekia.logo_media_id}" alt="Cendekia Academy"`,
    );
    expect(mail.html).toContain(`border-top:6px solid ${cendekia.primary_color}`);
    expect(mail.html).not.toContain('Acme');
    expect(mail.html).not.toContain(acme.primary_color);
    expect(mail.html).not.toContain(acme.logo_media_id);
  });

  it('without `lang`, leaves the language unsaid: the company’s language is used', async () => {
    const { email } = await registerIn(null, HOST_B);
    expect(await languageOf(email)).toBeNull();
    expect((await mailTo(email, /./, HOST_B)).subject).toBe('Confirm your email for Acme Academy');
  });
});

describe('the language a learner last used', () => {
  it('a Malay learner who buys a course gets a Malay receipt, from a company whose language is English', async () => {
    const learner = await learnerIn('ms', HOST_B);
    const course = await courseByTitle(ctx, 'Safe Work at Height', HOST_B);
    // Bought from a page in Malay (a call in English would make the learner's language English).
    const res = await buy(ctx, learner.token, course.id, HOST_B, '&lang=ms');
    expect(res.statusCode, res.body).toBe(200);
    const bought = res.json().data as { id: number; order_number: string };
    const key = await sandboxKey(ctx);
    const { gatewayOrderId, amount } = await startPayment(ctx, learner.token, bought.id, 'card', HOST_B);
    const paid = await notifySandbox(
      ctx,
      midtransNotification(key, {
        orderId: gatewayOrderId,
        gross: (amount / 100).toFixed(2),
        currency: 'MYR',
      }),
      HOST_B,
    );
    expect(paid.statusCode, paid.body).toBe(200);

    const receipt = await mailTo(learner.email, /pesanan/, HOST_B);
    expect(receipt.subject).toBe(`Resit untuk pesanan ${bought.order_number} — Acme Academy`);
    expect(receipt.text).toContain('Hai ');
    expect(receipt.text).toContain('Terima kasih atas bayaran anda. Ini resit anda.');
    expect(receipt.text).toContain(`Jumlah: RM ${(amount / 100).toFixed(2)}`);
    expect(receipt.text).toContain('Harga termasuk cukai.');
    expect(receipt.text).toMatch(/Dibayar pada: .+ MYT/);
    expect(receipt.html).toContain('<html lang="ms"');
    expect(receipt.html).toContain('border-top:6px solid #4338ca');
  });

  it('follows a later call’s `lang`: the next mail is in the new language; calls without it change nothing', async () => {
    const learner = await learnerIn('ms');
    const edit = (query: string) =>
      ctx.app.inject({ url: `/api/v1/users/edit${query}`, headers: bearer(learner.token) });
    const resetSubject = async () => {
      expect((await forgot(learner.email)).statusCode).toBe(200);
      return (await mailTo(learner.email, /./)).subject;
    };
    expect(await languageOf(learner.email)).toBe('ms');
    expect(await resetSubject()).toBe('Tetapkan semula kata laluan Cendekia Academy anda');

    expect((await edit('')).statusCode).toBe(200);
    expect(await languageOf(learner.email)).toBe('ms');
    expect((await edit('?lang=en')).statusCode).toBe(200);
    expect(await languageOf(learner.email)).toBe('en');
    expect(await resetSubject()).toBe('Reset your Cendekia Academy password');

    // Any signed-in call that says its language counts: here a catalogue read on the learning host.
    const course = await ctx.app.inject({
      url: '/api/courses/get-course-list?lang=id',
      headers: learning({ token: learner.token }),
    });
    expect(course.statusCode).toBe(200);
    expect(await languageOf(learner.email)).toBe('id');
    expect(await resetSubject()).toBe('Atur ulang kata sandi Cendekia Academy Anda');

    // A language we do not speak is refused, and changes nothing.
    const french = await edit('?lang=fr');
    expect(french.statusCode).toBe(400);
    expect(french.json().error.fields).toHaveProperty('lang');
    expect(await languageOf(learner.email)).toBe('id');

    // So does a login that says it.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=email&lang=ms',
      headers: { host: HOST_A, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: learner.email, password: learner.password }).toString(),
    });
    expect(login.statusCode).toBe(200);
    expect(await languageOf(learner.email)).toBe('ms');
    // A wrong password does not.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=email&lang=en',
      headers: { host: HOST_A, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: learner.email, password: 'not the password 123' }).toString(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(await languageOf(learner.email)).toBe('ms');
  });
});

describe('POST /api/v1/users/login?via=phone', () => {
  const phoneLogin = (phone: string, lang: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/login?via=phone&lang=${lang}`,
      headers: { host: HOST_A },
      payload: { phone_number: phone, phone_country_code: '+62' },
    });
  const texted = async (phone: string) => (await outboxFor(ctx, `+62${phone}`))[0]!;

  it('texts the code in the account’s language, whatever the page asking is in', async () => {
    await learnerIn('ms', HOST_A, { phone_number: '81377700001' });
    expect((await phoneLogin('81377700001', 'en')).statusCode).toBe(202);
    const sms = await texted('81377700001');
    expect(sms).toMatchObject({ channel: 'sms', subject: '', html_url: null });
    expect(sms.text).toMatch(/^Cendekia Academy: kod log masuk anda \d{6}\. Sah selama 5 minit\./);
    expect(sms.text.length).toBeLessThanOrEqual(160);
  });

  it('texts a number several accounts share in the language of the page asking', async () => {
    // Accounts from before one number meant one account may share it (the registration refuses it now).
    await registerIn('ms', HOST_A, { phone_number: '81377700002' });
    const { email } = await registerIn('ms', HOST_A);
    await ctx.database.sql.query(`UPDATE users SET phone_number = '81377700002' WHERE email = $1`, [email]);
    await phoneLogin('81377700002', 'id');
    expect((await texted('81377700002')).text).toBe(
      'Cendekia Academy: nomor telepon ini dipakai beberapa akun. Silakan masuk dengan email Anda.',
    );
    await phoneLogin('81377700002', 'en');
    expect((await texted('81377700002')).text).toContain('several accounts use this phone number');
  });
});

describe('the certificate mail', () => {
  const certificateMails = async (email: string) =>
    (await outboxFor(ctx, email)).filter((m) => /sijil|sertifikat|certificate/i.test(m.subject));

  it('goes out once, in the learner’s language, when the last lesson is marked done', async () => {
    const course = await courseByTitle(ctx, 'Data Analysis with Excel');
    const learner = await createLearner(ctx, { owns: [course.id], name: 'Nur <Aisyah>' });
    // The learner's pages are in Malay.
    expect(
      (await ctx.app.inject({ url: '/api/v1/users/edit?lang=ms', headers: bearer(learner.token) }))
        .statusCode,
    ).toBe(200);
    const lessons = await lessonsOf(ctx, course.id);
    const last = lessons.find((l) => l.type === 'text')!;
    for (const lesson of lessons.filter((l) => l.id !== last.id))
      await ctx.database.sql.query('SELECT learning_complete_lesson($1, $2)', [learner.id, lesson.id]);
    expect(await certificateMails(learner.email)).toHaveLength(0);

    const report = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/add-lesson-progress',
        headers: learning({ token: learner.token }),
        payload: { email: learner.email, lesson_id: last.id },
      });
    expect((await report()).statusCode).toBe(200);
    const [certificate] = await ctx.database.sql.query<{ code: string }>(
      'SELECT code FROM certificates WHERE user_id = $1 AND course_id = $2',
      [learner.id, course.id],
    );
    const mails = await certificateMails(learner.email);
    expect(mails).toHaveLength(1);
    const mail = await mailTo(learner.email, /sijil/);
    // The course's Malay title (the demo companies write theirs in Malay too).
    expect(mail.subject).toMatch(/^Anda memperoleh sijil untuk Analisis Data dengan Excel/);
    expect(mail.text).toContain('Hai Nur <Aisyah>,');
    expect(mail.text).toContain(`Kod sijil: ${certificate!.code}`);
    expect(mail.links).toEqual(
      expect.arrayContaining([
        `http://localhost:3000/certificates/${certificate!.code}`,
        `http://localhost:3000/profile/detailcourse/${course.id}`,
      ]),
    );
    expect(mail.html).toContain('<html lang="ms"');
    expect(mail.html).toContain('Hai Nur &lt;Aisyah&gt;,');
    expect(mail.html).not.toContain('<Aisyah>');

    // Reporting the lesson again, or another lesson, issues nothing and mails nothing.
    expect((await report()).statusCode).toBe(200);
    expect(await certificateMails(learner.email)).toHaveLength(1);
  });

  it('goes out when a passed quiz completes the course, in the company’s language for a learner who never said one', async () => {
    const course = await courseByTitle(ctx, 'Python for Data Analysis');
    const quiz = await createQuiz(ctx, course.id);
    const learner = await createLearner(ctx, { owns: [course.id] });
    for (const lesson of (await lessonsOf(ctx, course.id)).filter((l) => l.id !== quiz.id))
      await ctx.database.sql.query('SELECT learning_complete_lesson($1, $2)', [learner.id, lesson.id]);
    const { attempt } = await start(ctx, learner.token, quiz.id);
    await answerAllRight(ctx, learner.token, quiz, attempt);
    const submitted = await submit(ctx, learner.token, { quiz_id: quiz.id, attempt_id: attempt.id });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.result.passed).toBe(true);

    const mails = await certificateMails(learner.email);
    expect(mails).toHaveLength(1);
    // Cendekia's language is Indonesian, and the course has an Indonesian title.
    expect(mails[0]!.subject).toBe('Anda mendapatkan sertifikat untuk Python untuk Analisis Data');
  });
});
