// Bundle budgets of the built SPA (apps/web/dist), gzip sizes:
//   (a) the JavaScript a browser loads for `/`: the entry chunk, its static imports, and the home
//       route's chunk with its static imports: at most 120 kB;
//   (b) every lazily loaded chunk: at most 30 kB each, but for the vendor chunks named in
//       VENDOR_LIMITS, each with its own limit: hls.js (decision 45), which only the lesson player
//       fetches, and only in a browser without native HLS playing a video transcoded in the studio.
//   (c) the studio (apps/studio/dist): the JavaScript a browser loads for its first screen, the
//       course list (the entry chunk, its static imports, the list's chunk and its imports): at
//       most 150 kB (issue 24).
// Prints every figure and exits 1 when a limit is exceeded. Run after `npm run build -w apps/web`
// and `npm run build -w apps/studio`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_LIMIT = 120 * 1024;
const LAZY_LIMIT = 30 * 1024;
/** Lazy vendor chunks too big for LAZY_LIMIT, by their file name's start, and the limit of each. */
const VENDOR_LIMITS = [{ prefix: 'assets/hls.light-', limit: 115 * 1024 }];
const lazyLimitOf = (file) => VENDOR_LIMITS.find((v) => file.startsWith(v.prefix))?.limit ?? LAZY_LIMIT;
const HOME_ROUTE = 'src/app/routes/home.tsx';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the web app first (npm run build -w apps/web).`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A chunk key and every chunk it imports statically, transitively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.join(', ') || 'none'}`);
const entryKeys = staticClosure(entries[0]);
if (!manifest[HOME_ROUTE]) throw new Error(`manifest has no chunk for the home route ${HOME_ROUTE}`);
const initialKeys = staticClosure(HOME_ROUTE, new Set(entryKeys));

let failed = false;
const initialFiles = [...new Set([...initialKeys].map((key) => manifest[key].file))];
const initial = initialFiles.reduce((sum, file) => sum + gzipSize(file), 0);

console.log('Initial JavaScript of / (gzip):');
for (const file of initialFiles.sort((a, b) => gzipSize(b) - gzipSize(a))) {
  console.log(`  ${kB(gzipSize(file)).padStart(9)}  ${file}`);
}
const initialOk = initial <= INITIAL_LIMIT;
failed ||= !initialOk;
console.log(
  `  ${kB(initial).padStart(9)}  total, limit ${kB(INITIAL_LIMIT)}  ${initialOk ? 'ok' : 'OVER BUDGET'}`,
);

const css = [...new Set([...initialKeys].flatMap((key) => manifest[key].css ?? []))];
if (css.length) {
  const cssSize = css.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`  (CSS of /, not budgeted: ${kB(cssSize)} in ${css.join(', ')})`);
}

// Everything the entry does not import statically arrives later, on demand.
const lazyFiles = [
  ...new Set(
    Object.keys(manifest)
      .filter((key) => !entryKeys.has(key) && manifest[key].file.endsWith('.js'))
      .map((key) => manifest[key].file),
  ),
].sort((a, b) => gzipSize(b) - gzipSize(a));

console.log(`\nLazily loaded chunks (gzip), limit ${kB(LAZY_LIMIT)} each (vendor chunks: their own):`);
for (const file of lazyFiles) {
  const size = gzipSize(file);
  const limit = lazyLimitOf(file);
  const ok = size <= limit;
  failed ||= !ok;
  const own = limit === LAZY_LIMIT ? '' : `  (limit ${kB(limit)})`;
  console.log(`  ${kB(size).padStart(9)}  ${file}${own}${ok ? '' : '  OVER BUDGET'}`);
}
// A vendor chunk with its own limit must stay out of the first load.
for (const { prefix } of VENDOR_LIMITS) {
  if (initialFiles.some((file) => file.startsWith(prefix))) {
    failed = true;
    console.log(`  ${prefix}* is in the first load of /  OVER BUDGET`);
  }
}

// The studio: its own build, its own budget.
const STUDIO_LIMIT = 150 * 1024;
const STUDIO_FIRST_ROUTE = 'src/features/courses/routes/course-list.tsx';
const studioDist = new URL('../apps/studio/dist/', import.meta.url).pathname;
const studioManifestPath = join(studioDist, '.vite/manifest.json');
if (!existsSync(studioManifestPath)) {
  console.error(`No ${studioManifestPath}: build the studio first (npm run build -w apps/studio).`);
  process.exit(1);
}
/** @type {typeof manifest} */
const studioManifest = JSON.parse(readFileSync(studioManifestPath, 'utf8'));
const studioClosure = (key, into = new Set()) => {
  if (into.has(key)) return into;
  if (!studioManifest[key]) throw new Error(`the studio's manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of studioManifest[key].imports ?? []) studioClosure(imported, into);
  return into;
};
const studioEntries = Object.keys(studioManifest).filter((key) => studioManifest[key].isEntry);
if (studioEntries.length !== 1)
  throw new Error(`expected one studio entry, found ${studioEntries.join(', ') || 'none'}`);
const studioKeys = studioClosure(STUDIO_FIRST_ROUTE, studioClosure(studioEntries[0]));
const studioFiles = [...new Set([...studioKeys].map((key) => studioManifest[key].file))];
const studioSize = (file) => gzipSync(readFileSync(join(studioDist, file)), { level: 9 }).length;
const studioInitial = studioFiles.reduce((sum, file) => sum + studioSize(file), 0);
console.log('\nInitial JavaScript of the studio (/courses, gzip):');
for (const file of studioFiles.sort((a, b) => studioSize(b) - studioSize(a)))
  console.log(`  ${kB(studioSize(file)).padStart(9)}  ${file}`);
const studioOk = studioInitial <= STUDIO_LIMIT;
failed ||= !studioOk;
console.log(
  `  ${kB(studioInitial).padStart(9)}  total, limit ${kB(STUDIO_LIMIT)}  ${studioOk ? 'ok' : 'OVER BUDGET'}`,
);

if (failed) {
  console.error('\nBundle budget exceeded.');
  process.exit(1);
}
console.log(
  `\nBudgets met: initial ${kB(initial)} of ${kB(INITIAL_LIMIT)}; ${lazyFiles.length} lazy chunks within ${kB(LAZY_LIMIT)} (vendor chunks within their own); studio ${kB(studioInitial)} of ${kB(STUDIO_LIMIT)}.`,
);
