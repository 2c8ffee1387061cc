// Takes full-page screenshots of app pages in Debian Chromium, for looking at what a person sees.
// Usage: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--no-js]
//   --no-js: JavaScript off, to see the page as the server renders it.
/* global window, document -- page.evaluate runs in the browser */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const noJs = process.argv.includes('--no-js');
const [url, out, width = '1280'] = process.argv.slice(2).filter((a) => a !== '--no-js');
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  javaScriptEnabled: !noJs,
});
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
// Scroll through once so loading="lazy" images below the fold load before the full-page capture.
if (!noJs)
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
await page.waitForLoadState('networkidle');
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`saved ${out}`);
