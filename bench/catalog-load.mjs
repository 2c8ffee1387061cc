/**
 * Catalogue load test. Starts the API on loopback against the benchmark data
 * (see catalog-seed.ts), drives it with autocannon and prints req/s and latency percentiles.
 *
 *   node bench/catalog-load.mjs                   # PostgreSQL bench_catalog, 100 connections
 *   node bench/catalog-load.mjs --pglite /tmp/cat-api-pglite   # PGlite, course list, 10 connections
 *   DURATION=20 PORT=3510 node bench/catalog-load.mjs
 *   ONLY=uncached node bench/catalog-load.mjs      # only the scenarios whose title matches
 *
 * Every run is bounded (DURATION seconds each, default 20) and the server is stopped at the end.
 * Results are also written to bench/results/catalog-<db>.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const LEARNING_USER = 'bench';
const LEARNING_PASSWORD = 'bench-learning-secret';
const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', 'apps', 'api');
const args = process.argv.slice(2);
const pgliteDir = args.includes('--pglite') ? args[args.indexOf('--pglite') + 1] : undefined;
const PORT = Number(process.env.PORT ?? 3510);
const DURATION = Number(process.env.DURATION ?? 20);
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : null;
const DB_URL = process.env.BENCH_DB ?? 'postgres://root@127.0.0.1:5432/bench_catalog';
const base = `http://127.0.0.1:${PORT}`;
const headers = {
  // Tenant A answers on 127.0.0.1; the learning host wants basic auth (product §6).
  authorization: `Basic ${Buffer.from(`${LEARNING_USER}:${LEARNING_PASSWORD}`).toString('base64')}`,
};

/** Popular searches: plain words, an Indonesian phrase, prefixes and typos. */
const terms = [
  'python',
  'excel',
  'data',
  'analisis data',
  'digital marketing',
  'pemasaran',
  'pyhton',
  'markting',
  'exc',
  'leadership',
  'kepemimpinan',
  'akuntansi',
  'tax',
  'pajak',
  'react',
  'flutter',
  'desain',
  'public speaking',
  'cafe',
  'manajemen proyek',
  'sql',
  'power bi',
  'negosiasi',
  'bootcamp',
];

function startServer() {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    SEED_DEMO: 'false',
    // Production refuses the published demo credentials.
    LEARNING_BASIC_USER: LEARNING_USER,
    LEARNING_BASIC_PASSWORD: LEARNING_PASSWORD,
    WEB_DIST: '',
    ...(pgliteDir ? { DATA_DIR: pgliteDir, DATABASE_URL: '' } : { DATABASE_URL: DB_URL }),
  };
  if (pgliteDir) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitReady(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/api/courses/get-course-list?limit=1`, { headers });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

function cannon(title, options) {
  if (ONLY && !title.startsWith('warm-up') && !ONLY.test(title)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    autocannon({ url: base, headers, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      const row = {
        title,
        connections: options.connections,
        duration_s: DURATION,
        requests: result.requests.total,
        req_per_s: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p97_5_ms: result.latency.p97_5,
        p99_ms: result.latency.p99,
        max_ms: result.latency.max,
        non_2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      };
      console.log(
        `${title.padEnd(48)} ${String(row.req_per_s).padStart(6)} req/s  p50 ${row.p50_ms} ms  p97.5 ${row.p97_5_ms} ms  p99 ${row.p99_ms} ms  max ${row.max_ms} ms  non-2xx ${row.non_2xx}  errors ${row.errors}`,
      );
      resolve(row);
    });
  });
}

const get = (path) => ({ method: 'GET', path });

async function main() {
  const server = startServer();
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  try {
    await waitReady();
    const results = [];
    if (pgliteDir) {
      await cannon('warm-up', {
        connections: 10,
        duration: 5,
        requests: [get('/api/courses/get-course-list?limit=24')],
      });
      results.push(
        await cannon('PGlite: course list, page 1 of 24', {
          connections: 10,
          requests: [get('/api/courses/get-course-list?limit=24')],
        }),
      );
      results.push(
        await cannon('PGlite: course list, pages 1-20, all sorts', {
          connections: 10,
          requests: mixedList(),
        }),
      );
      results.push(
        await cannon('PGlite: course list, uncached (pages 1-50, new key each)', {
          connections: 10,
          requests: uncachedList(),
        }),
      );
    } else {
      await cannon('warm-up', {
        connections: 100,
        duration: 5,
        requests: [get('/api/courses/get-course-list?limit=24')],
      });
      results.push(
        await cannon('course list, page 1 of 24', {
          connections: 100,
          requests: [get('/api/courses/get-course-list?limit=24')],
        }),
      );
      results.push(
        await cannon('course list, pages 1-20, all sorts and categories', {
          connections: 100,
          requests: mixedList(),
        }),
      );
      results.push(
        await cannon('course list, uncached (pages 1-50, new key each)', {
          connections: 100,
          requests: uncachedList(),
        }),
      );
      const searches = terms.flatMap((t) =>
        [1, 2, 3].map((p) => get(`/api/courses/course-search/${encodeURIComponent(t)}?limit=24&page=${p}`)),
      );
      await cannon('warm-up (search)', { connections: 100, duration: 5, requests: searches });
      results.push(
        await cannon(`search, ${terms.length} terms x pages 1-3`, {
          connections: 100,
          requests: searches,
        }),
      );
      // Every request a different (term, page size): the cache never answers.
      let n = 0;
      results.push(
        await cannon('search, uncached (every request a new query)', {
          connections: 10,
          requests: [
            {
              method: 'GET',
              setupRequest: (req) => {
                n += 1;
                const term = terms[n % terms.length];
                return {
                  ...req,
                  path: `/api/courses/course-search/${encodeURIComponent(term)}?limit=${1 + (Math.floor(n / terms.length) % 100)}&page=${1 + Math.floor(n / (terms.length * 100))}`,
                };
              },
            },
          ],
        }),
      );
    }
    const out = join(here, 'results', `catalog-${pgliteDir ? 'pglite' : 'postgres'}.json`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify({ at: new Date().toISOString(), results: results.filter(Boolean) }, null, 2)}\n`,
    );
    console.log(`written ${out}`);
  } finally {
    stop();
  }
}

/**
 * Requests no cache can answer: pages 1-50 (where visitors are), each with a different sort,
 * page size and language, so a combination comes back only after its cached copy has expired.
 */
function uncachedList() {
  const sorts = ['popular', 'newest', 'rating', 'price_asc', 'price_desc'];
  const langs = ['en', 'id', 'ms'];
  const combos = [];
  for (const lang of langs)
    for (let limit = 20; limit <= 28; limit++)
      for (const sort of sorts)
        for (let page = 1; page <= 50; page++)
          combos.push(`limit=${limit}&page=${page}&sort=${sort}&lang=${lang}`);
  let n = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        n += 1;
        return { ...req, path: `/api/courses/get-course-list?${combos[(n * 7919) % combos.length]}` };
      },
    },
  ];
}

/** Pages 1-20 across every sort, with and without a category filter. */
function mixedList() {
  const sorts = ['popular', 'newest', 'rating', 'price_asc', 'price_desc'];
  const categories = ['', '&category=data-analytics', '&category=programming', '&category=digital-marketing'];
  const list = [];
  for (let page = 1; page <= 20; page++) {
    const sort = sorts[page % sorts.length];
    const category = categories[page % categories.length];
    list.push(get(`/api/courses/get-course-list?limit=24&page=${page}&sort=${sort}${category}`));
  }
  return list;
}

await main();
