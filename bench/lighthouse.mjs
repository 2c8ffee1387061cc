// Lighthouse (default mobile config: simulated slow 4G and a 4× slower CPU) in Debian Chromium on
// the public pages `/`, `/education`, a category, a search result and `/articles` of both demo
// tenants, and on the floor: a minimal React 19 + React Router page (bench/floor, built here and
// served beside) measured in the same run. Prints and appends every score, LCP, FCP, TBT and CLS
// to bench/results.md.
//   node bench/lighthouse.mjs             starts the production app itself (built SPA + API on a
//                                         free port, PGlite in a temp dir), measures, stops it
//   node bench/lighthouse.mjs <url>       measures a running app instead (its origin)
//   ONLY=<regex>                          measures only the pages whose name matches (e.g.
//                                         ONLY='A /education$'); such runs are not recorded
//   NO_RECORD=1                           prints the rows without appending them to results.md
// Every report is kept as JSON in the temp dir (its path is printed) for the audits behind a score.
// Not part of `npm test`: scores depend on the machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { freePort, startApp } from './production-app.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsPath = new URL('./results.md', import.meta.url).pathname;

function commit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root }).toString().trim();
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return 'unknown';
  }
}

/** The floor page, built from bench/floor and served by a bare static server. */
async function startFloor() {
  execFileSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dist = join(root, 'bench/floor/dist');
  const server = createHttpServer((req, res) => {
    // A site's robots.txt, as the app serves one per tenant (SEO is measured on both).
    if (req.url === '/robots.txt')
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    const path = req.url === '/' || !req.url?.startsWith('/assets/') ? '/index.html' : req.url;
    if (!existsSync(join(dist, path))) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(readFileSync(join(dist, path)));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}

const given = process.argv[2];
const app = given ? { url: new URL('/', given).toString(), stop: () => {} } : await startApp();
const floor = await startFloor();
const origin = new URL(app.url);
const tenantB = new URL(app.url);
tenantB.hostname = 'acme.localhost';
const pages = [
  ...[
    ['A', origin],
    ['B', tenantB],
  ].flatMap(([tenant, base]) =>
    ['/', '/education', '/education/category/data-analytics', '/course-list?q=data', '/articles'].map(
      (path) => ({ name: `${tenant} ${path}`, url: new URL(path, base).toString() }),
    ),
  ),
  { name: 'floor (React 19 + React Router)', url: floor.url },
].filter((page) => !process.env.ONLY || new RegExp(process.env.ONLY).test(page.name));
const record = !process.env.ONLY && !process.env.NO_RECORD;

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
});

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const rows = [];
try {
  for (const page of pages) {
    // One warm-up load so the server's first-request work (caches) is not what gets measured.
    await fetch(page.url).catch(() => undefined);
    const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse on ${page.url}: ${lhr?.runtimeError?.message}`);
    const reportPath = join(tmpdir(), `lighthouse-${rows.length}-${Date.now()}.json`);
    writeFileSync(reportPath, JSON.stringify(lhr));
    const row = {
      page: page.name,
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      lcp: (lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      fcp: (lhr.audits['first-contentful-paint'].numericValue / 1000).toFixed(2),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      cpu: Math.round(lhr.environment.benchmarkIndex),
    };
    rows.push(row);
    console.log(
      `${row.page.padEnd(34)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} · LCP ${row.lcp} s · FCP ${row.fcp} s · TBT ${row.tbt} ms · CLS ${row.cls} · CPU ${row.cpu} · ${reportPath}`,
    );
  }
} finally {
  await chrome.kill();
  floor.stop();
  app.stop();
}

if (!record) {
  console.log('Not recorded (ONLY or NO_RECORD set).');
  process.exit(0);
}
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const HEADER =
  '| date (UTC) | commit | page | performance | accessibility | best practices | SEO | LCP | FCP | TBT | CLS | CPU index |';
const SECTION = `## Lighthouse, public pages of both tenants and the floor

\`node bench/lighthouse.mjs\`: Lighthouse's default mobile configuration (simulated slow 4G, 4× CPU
slowdown) in Debian Chromium, against the production build (\`npm start\`: one Node process, PGlite,
demo data; pages rendered on the server), in one run with the floor page (bench/floor: React 19 and
React Router hydrating a one-heading page). Compare rows of the same run; the CPU index is
Lighthouse's benchmark of the machine during the run (a busy machine scores low).

${HEADER}
|---|---|---|---|---|---|---|---|---|---|---|---|
`;
const lines = rows.map(
  (r) =>
    `| ${date} | ${commit()} | ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} s | ${r.fcp} s | ${r.tbt} ms | ${r.cls} | ${r.cpu} |`,
);
const text = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : '# Benchmark results\n';
const all = text.split('\n');
const header = all.indexOf(HEADER);
if (header === -1) {
  writeFileSync(resultsPath, `${text.trimEnd()}\n\n${SECTION}${lines.join('\n')}\n`);
} else {
  let end = header + 1;
  while (end < all.length && all[end].startsWith('|')) end++;
  all.splice(end, 0, ...lines);
  writeFileSync(resultsPath, all.join('\n'));
}
console.log(`Recorded in ${resultsPath}`);
process.exit(0);
