// What a visitor on a phone waits for on a server-rendered page (decision 26): first contentful
// paint, largest contentful paint and the moment the app has hydrated the page, in Debian Chromium
// throttled as Lighthouse's mobile profile is (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU
// 4× slower; applied by Chromium to every request but the page itself), each load with an empty
// cache. Every page is measured twice, on the same build and the same server:
//   paint first      the page as served: the app's files are fetched once the first screen is
//                    painted (the start script at the end of the body);
//   scripts in head  the same page with the entry module and its modulepreloads put back in the
//                    head, as pages were served before decision 26.
// Prints the medians of RUNS loads and appends them to bench/results.md.
//   node bench/first-screen.mjs          starts the production app itself (PGlite, demo data)
//   node bench/first-screen.mjs <url>    measures a running app instead
//   RUNS=<n>                             loads per page and variant (default 7)
//   NO_RECORD=1                          prints without appending to results.md
/* global document, window, requestAnimationFrame -- in the functions that run in the page */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startApp } from './production-app.mjs';

const resultsPath = new URL('./results.md', import.meta.url).pathname;
const runs = Number(process.env.RUNS) || 7;
const given = process.argv[2];
const app = given ? { url: new URL('/', given).toString(), stop: () => {} } : await startApp();
const paths = ['/', '/education', '/articles'];

/** The page as it was served before decision 26: the app's scripts in the head, nothing waiting. */
function scriptsInHead(html) {
  const start = /\s*<script data-entry="([^"]+)" data-preload="([^"]*)">[\s\S]*?<\/script>/.exec(html);
  if (!start) throw new Error('the page has no start script: nothing to compare');
  const [, entry, preload] = start;
  const head = [
    `<script type="module" crossorigin src="${entry}"></script>`,
    ...preload
      .split(' ')
      .filter(Boolean)
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ].join('\n');
  return html
    .replace(start[0], '')
    .replaceAll('<img elementtiming="first-screen" ', '<img ')
    .replace('</head>', `${head}\n</head>`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

/** One cold load: FCP, LCP and hydration, in ms from navigation start. */
async function load(url, variant) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // hydrateRoot marks #root with a property; looked for on every frame from the first script on.
  await page.addInitScript(() => {
    const look = () => {
      const root = document.getElementById('root');
      if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer')))
        window.hydratedAt = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  // Both variants get their page the same way (fetched by Playwright, then handed to Chromium),
  // so they differ only in their markup.
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: variant === 'scripts in head' ? scriptsInHead(body) : body });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.hydratedAt !== undefined, undefined, { timeout: 60_000 });
  const timing = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        new PerformanceObserver((list) =>
          resolve({ fcp, lcp: list.getEntries().at(-1).startTime, hydrated: window.hydratedAt }),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return timing;
}

const rows = [];
try {
  for (const path of paths) {
    const url = new URL(path, app.url).toString();
    await fetch(url); // the server's first render is not what is measured
    for (const variant of ['paint first', 'scripts in head']) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await load(url, variant));
      const row = {
        path,
        variant,
        fcp: Math.round(median(samples.map((s) => s.fcp))),
        lcp: Math.round(median(samples.map((s) => s.lcp))),
        hydrated: Math.round(median(samples.map((s) => s.hydrated))),
      };
      rows.push(row);
      console.log(
        `${path.padEnd(12)} ${variant.padEnd(16)} FCP ${row.fcp} ms · LCP ${row.lcp} ms · hydrated ${row.hydrated} ms`,
      );
    }
  }
} finally {
  await browser.close();
  app.stop();
}

if (process.env.NO_RECORD) process.exit(0);
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const table = [
  `### ${date} (median of ${runs} cold loads)`,
  '',
  '| page | variant | FCP | LCP | hydrated |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.path} | ${r.variant} | ${r.fcp} ms | ${r.lcp} ms | ${r.hydrated} ms |`),
].join('\n');
const SECTION = `## First screen before the app (\`bench/first-screen.mjs\`, decision 26)

A phone's wait on a server-rendered page, in Chromium throttled like Lighthouse's mobile profile
(150 ms round trip, 1.6 Mbps, CPU 4× slower; the page itself unthrottled), each load with an
empty cache: as served (the app's files fetched after the first screen is painted) and the same
page with the app's scripts back in the head (as before decision 26).
`;
const text = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : '# Benchmark results\n';
const at = text.indexOf(SECTION);
writeFileSync(
  resultsPath,
  at === -1
    ? `${text.trimEnd()}\n\n${SECTION}\n${table}\n`
    : `${text.slice(0, at + SECTION.length)}\n${table}\n${text.slice(at + SECTION.length)}`,
);
console.log(`Recorded in ${resultsPath}`);
process.exit(0);
