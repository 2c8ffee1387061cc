import type { Page } from '@playwright/test';
import { expect, horizontalOverflow, hosts, mainHeading, settled, test } from './fixtures.ts';

/**
 * Issue 23 item 10: the home page of both companies at the widths people use (360, 768, 1024 and
 * 1366 px): the hero's heading is not hidden behind its card, the search box shows its whole
 * placeholder, nothing scrolls sideways. A full-page screenshot of each is kept in the artifacts
 * folder (.artifacts beside this file) to look at.
 */

const WIDTHS = [360, 768, 1024, 1366] as const;
const SITES = [
  { name: 'cendekia', origin: hosts.tenantA },
  { name: 'acme', origin: hosts.tenantB },
] as const;

/** Whether the heading's own text is what a user sees at its centre (not a card drawn over it). */
function headingOnTop(page: Page) {
  return mainHeading(page).evaluate((heading) => {
    const box = heading.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 20));
    return hit !== null && (hit === heading || heading.contains(hit));
  });
}

/** How many pixels of the visible search boxes' placeholders do not fit (0 when all fit). */
function placeholderOverflow(page: Page) {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    let worst = 0;
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[type="search"]'))) {
      if (!input.placeholder || input.getClientRects().length === 0) continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      worst = Math.max(worst, Math.ceil(context.measureText(input.placeholder).width - room));
    }
    return worst;
  });
}

for (const site of SITES) {
  for (const width of WIDTHS) {
    test(`${site.name} home at ${width} px: heading on top, whole placeholder, no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(site.origin);
      await settled(page);
      await mainHeading(page).scrollIntoViewIfNeeded();
      expect(await headingOnTop(page), 'the hero heading is visible, not under its card').toBe(true);
      expect(await placeholderOverflow(page), 'pixels of placeholder cut off').toBeLessThanOrEqual(0);
      expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBe(0);
      await page.screenshot({
        path: new URL(`./.artifacts/home-${site.name}-${width}.png`, import.meta.url).pathname,
        fullPage: true,
      });
    });
  }
}
