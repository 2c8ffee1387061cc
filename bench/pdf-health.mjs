/**
 * Does drawing PDFs slow everyone else? Starts the production app (`npm start`: built server,
 * PGlite, demo data), then for DURATION seconds runs PDF loops (CV PDFs by default) while a probe
 * calls /healthz every 20 ms, and prints the probe's p50/p95/p99/max and what the loops got.
 *
 *   node bench/pdf-health.mjs                       # three scenarios, 15 s each
 *   DURATION=30 LOOPS=10 node bench/pdf-health.mjs
 *
 * Scenarios: no load (the baseline); 10 loops of one user (the per-user limits answer most of
 * them with 429 at once); 10 loops of 10 users with RATE_LIMIT_MULTIPLIER=1000 (every PDF drawn,
 * the pool's workers busy all the time). Issue 21 item 6's bar: /healthz p95 under 20 ms.
 */
import { startApp } from './production-app.mjs';

const DURATION = Number(process.env.DURATION ?? 15) * 1000;
const LOOPS = Number(process.env.LOOPS ?? 10);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const PASSWORD = 'Kopi-Susu-Gula-Aren-42';
const post = (url, body) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function login(base, email, password = 'demo-password-2026') {
  const res = await post(`${base}api/v1/users/login?via=email`, { email, password });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).data.token;
}

/** A new learner, confirmed through the link in the outbox (no SMTP_URL: /dev/outbox.json). */
async function newLearner(base, i) {
  const email = `bench-pdf-${Date.now()}-${i}@example.test`;
  const registered = await post(`${base}api/v1/users/register`, {
    email,
    password: PASSWORD,
    full_name: `Bench Learner ${i}`,
    phone_number: `8129988${String(1000 + i)}`,
    phone_country_code: '+62',
    elearning_platform: 'localhost',
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const outbox = await fetch(`${base}dev/outbox.json?to=${encodeURIComponent(email)}`);
  const [mail] = (await outbox.json()).data;
  const token = new URL(mail.links.find((link) => link.includes('token='))).searchParams.get('token');
  const confirmed = await post(`${base}api/v1/users/confirm`, { token });
  if (!confirmed.ok) throw new Error(`confirm: ${confirmed.status}`);
  return login(base, email, PASSWORD);
}

async function scenario(name, base, tokens) {
  const until = Date.now() + DURATION;
  const answers = {};
  let bytes = 0;
  const loop = async (token) => {
    while (Date.now() < until) {
      const res = await fetch(`${base}api/v1/cv/pdf?lang=id`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await res.arrayBuffer();
      answers[res.status] = (answers[res.status] ?? 0) + 1;
      if (res.status === 200) bytes += body.byteLength;
      // A refused loop tries again at once, as a script would.
    }
  };
  const probe = async () => {
    const times = [];
    while (Date.now() < until) {
      const t0 = performance.now();
      const res = await fetch(`${base}healthz`);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    return times.sort((a, b) => a - b);
  };
  const [times] = await Promise.all([probe(), ...tokens.map(loop)]);
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `${name}: /healthz ×${times.length} p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1))}; PDF answers ${JSON.stringify(answers)}${bytes ? `, ${(bytes / 1e6).toFixed(1)} MB drawn` : ''}`,
  );
}

async function main() {
  for (const [name, multiplier] of [
    ['baseline', '1'],
    ['one user', '1'],
    ['many users', '1000'],
  ]) {
    process.env.RATE_LIMIT_MULTIPLIER = multiplier;
    const app = await startApp();
    const base = app.url;
    try {
      if (name === 'baseline') await scenario(`no PDFs, ${DURATION / 1000} s`, base, []);
      else if (name === 'one user') {
        const token = await login(base, 'learner@example.com');
        await scenario(
          `${LOOPS} CV-PDF loops of one user, ${DURATION / 1000} s`,
          base,
          Array(LOOPS).fill(token),
        );
      } else {
        const tokens = [await login(base, 'learner@example.com')];
        for (let i = 1; i < LOOPS; i++) tokens.push(await newLearner(base, i));
        await scenario(
          `${LOOPS} CV-PDF loops of ${LOOPS} users (limits ×1000), ${DURATION / 1000} s`,
          base,
          tokens,
        );
      }
    } finally {
      app.stop();
      await new Promise((r) => setTimeout(r, 1500));
    }
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
