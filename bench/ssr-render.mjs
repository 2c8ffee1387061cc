// Server rendering of public pages (issue 14 item 4), against a running production server:
//   node bench/ssr-render.mjs [http://127.0.0.1:3000]
// 1. uncached: 200 sequential requests, each to an address the page cache has not seen
//    (`/?bench=<n>`), so every one is a full render with its data; p50 / p90 of the wall time.
// 2. cached: autocannon, 50 connections for 10 s on the same address.
// Both with the Host of tenant A (localhost) and of tenant B (acme.localhost).
import { request } from 'node:http';
import autocannon from 'autocannon';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000');

function get(path, host) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      { hostname: base.hostname, port: base.port, path, headers: { host, accept: 'text/html' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const run = `${Date.now().toString(36)}`;
for (const [host, path] of [
  ['localhost', '/'],
  ['acme.localhost', '/'],
  ['localhost', '/education'],
]) {
  const times = [];
  for (let i = 0; i < 200; i++) {
    const sep = path.includes('?') ? '&' : '?';
    const { status, ms } = await get(`${path}${sep}bench=${run}-${i}`, host);
    if (status !== 200) throw new Error(`${host}${path} answered ${status}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `uncached ${host}${path}: p50 ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms`,
  );
}

for (const host of ['localhost', 'acme.localhost']) {
  await get('/', host);
  const result = await autocannon({
    url: new URL('/', base).toString(),
    connections: 50,
    duration: 10,
    headers: { host, accept: 'text/html' },
  });
  console.log(
    `cached ${host}/: ${Math.round(result.requests.average)} pages/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
}
