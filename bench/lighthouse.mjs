// Lighthouse (default mobile config: simulated slow 4G and a 4× slower CPU) on the home page `/`,
// in Debian Chromium. Prints the four category scores and the LCP and appends them to
// bench/results.md.
//   node bench/lighthouse.mjs             starts the production app itself (built SPA + API on a
//                                         free port, PGlite in a temp dir), measures, stops it
//   node bench/lighthouse.mjs <url>       measures a running app instead
// Not part of `npm test`: scores depend on the machine.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = new URL('..', import.meta.url).pathname;
const resultsPath = new URL('./results.md', import.meta.url).pathname;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not become ready within ${ms / 1000} s`);
}

/** The production app as `npm start` runs it, on its own port and an empty PGlite database. */
async function startApp() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.log('Building the web app…');
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'course-marketplace-lighthouse-'));
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir };
  env.LOG_LEVEL = 'warn';
  delete env.DATABASE_URL;
  // Its own process group, so stopping it also stops npm's children (tsx, node).
  const child = spawn('npm', ['run', 'start', '-w', 'apps/api'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', () => {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`);
  return { url: `http://localhost:${port}/`, stop };
}

function commit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root }).toString().trim();
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return 'unknown';
  }
}

const given = process.argv[2];
const app = given ? { url: given, stop: () => {} } : await startApp();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

let lhr;
try {
  // One warm-up load so the server's first-request work (tsx, caches) is not what gets measured.
  await fetch(app.url).catch(() => undefined);
  const result = await lighthouse(app.url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error('Lighthouse returned no result');
  lhr = result.lhr;
} finally {
  await chrome.kill();
  app.stop();
}

// The full report, for digging into a score (main-thread work, long tasks, request waterfall).
const reportPath = join(tmpdir(), `lighthouse-${Date.now()}.json`);
writeFileSync(reportPath, JSON.stringify(lhr));

if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const row = {
  date: new Date().toISOString().slice(0, 16).replace('T', ' '),
  commit: commit(),
  performance: score('performance'),
  accessibility: score('accessibility'),
  bestPractices: score('best-practices'),
  seo: score('seo'),
  lcp: (lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
  fcp: (lhr.audits['first-contentful-paint'].numericValue / 1000).toFixed(2),
  tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
  cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
  // Lighthouse's own CPU benchmark of this machine at the time: lower means a slower (or busier) CPU.
  cpu: Math.round(lhr.environment.benchmarkIndex),
};

console.log(`
Lighthouse ${lhr.lighthouseVersion}, mobile (${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling), ${app.url}
  Performance     ${row.performance}
  Accessibility   ${row.accessibility}
  Best practices  ${row.bestPractices}
  SEO             ${row.seo}
  LCP ${row.lcp} s · FCP ${row.fcp} s · TBT ${row.tbt} ms · CLS ${row.cls} · CPU index ${row.cpu}
`);

const HEADER =
  '| date (UTC) | commit | performance | accessibility | best practices | SEO | LCP | FCP | TBT | CLS | CPU index |';
const SECTION = `## Lighthouse, home page \`/\`

\`node bench/lighthouse.mjs\`: Lighthouse's default mobile configuration (simulated slow 4G, 4× CPU
slowdown) in Debian Chromium, against the production build (\`npm start\`: one Node process serving
the built SPA and the API, PGlite, demo data of tenant A). Scores depend on the machine; compare rows
from the same machine; the CPU index is Lighthouse's benchmark of the machine during the run
(a busy machine scores low and so does its performance score).

${HEADER}
|---|---|---|---|---|---|---|---|---|---|---|
`;
const line = `| ${row.date} | ${row.commit} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcp} s | ${row.fcp} s | ${row.tbt} ms | ${row.cls} | ${row.cpu} |`;

// The row goes at the end of the Lighthouse table, wherever that table sits in the file.
const text = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : '# Benchmark results\n';
const lines = text.split('\n');
const header = lines.indexOf(HEADER);
if (header === -1) {
  writeFileSync(resultsPath, `${text.trimEnd()}\n\n${SECTION}${line}\n`);
} else {
  let end = header + 1;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  lines.splice(end, 0, line);
  writeFileSync(resultsPath, lines.join('\n'));
}
console.log(`Recorded in ${resultsPath}; full report in ${reportPath}`);
process.exit(0);
