/**
 * Signing in to a company's studio from a bench script, as the studio's page does
 * (apps/api/src/modules/studio/session): a learners'-site token, "Login As Contributor" (a one-time
 * code in the studio address's fragment), the code posted from the studio's own origin for its
 * session cookie. Studio calls go to the studio's host with that cookie, and writes carry its Origin.
 */
import http from 'node:http';

/** The demo company Cendekia: its learners' host and its studio (examples/tenants/cendekia/tenant.json). */
export const SITE_HOST = 'localhost';
export const STUDIO_HOST = 'studio.localhost';

/**
 * One request to 127.0.0.1:port with the Host header it names: fetch (undici) sends the URL's own
 * host, and the studio answers only on its host. Answers { status, headers, text }.
 */
export function send(port, method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A studio session of a demo account (default: the contributor); answers { cookie, origin }. */
export async function studioSignIn(
  port,
  { email = 'mentor@example.com', password = 'demo-password-2026' } = {},
) {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/v1/users/login?via=email`, {
    method: 'POST',
    headers: { host: SITE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  if (!login.ok) throw new Error(`login ${login.status} ${await login.text()}`);
  const token = (await login.json()).data.token;
  const handoff = await fetch(`${base}/api/v1/studio/handoff`, {
    method: 'POST',
    headers: { host: SITE_HOST, authorization: `Bearer ${token}` },
  });
  if (!handoff.ok) throw new Error(`handoff ${handoff.status} ${await handoff.text()}`);
  const url = new URL((await handoff.json()).data.url);
  const code = new URLSearchParams(url.hash.slice(1)).get('code');
  const session = await send(
    port,
    'POST',
    '/api/studio/session',
    { host: STUDIO_HOST, origin: url.origin, 'content-type': 'application/json' },
    JSON.stringify({ code }),
  );
  if (session.status !== 200) throw new Error(`studio session ${session.status} ${session.text}`);
  const cookie = String(session.headers['set-cookie'] ?? '').split(';')[0];
  if (!cookie) throw new Error('studio session set no cookie');
  return { cookie, origin: url.origin };
}

/** The studio page's own request headers: its host, its cookie, and its Origin (writes need it). */
export const studioHeaders = (studio) => ({
  host: STUDIO_HOST,
  cookie: studio.cookie,
  origin: studio.origin,
});
