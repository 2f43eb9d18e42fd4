import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectLayoutForWidth } from './ui';

/** Fails on serious or critical accessibility problems of the page as it stands, or of the part `within` selects (an open dialog). */
export async function expectNoSeriousA11yIssues(page: Page, within?: string): Promise<void> {
  // The app has no frames: axe runs in the page itself (legacy mode), without the blank
  // page the default mode opens to merge the frames' results; only violations come back in full.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Axe on the whole page, toasts of the last writes included, once they have finished moving:
 * their text is read against its own colours, not half faded in (as toasts.spec checks one).
 */
export async function expectAccessiblePage(page: Page): Promise<void> {
  // A toast that leaves while waited for cancels its animation: nothing left to wait for.
  await page.locator('[data-sonner-toast]').evaluateAll((toasts) => Promise.all(toasts.flatMap((toast) => toast.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)))));
  await expectNoSeriousA11yIssues(page);
}

/**
 * The page does not scroll sideways (phone layouts), once its layout has settled: right
 * after a resize, the sidebar and the toasts take a render to follow the media queries.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // Polling alone could pass on the old width's layout, before the app has switched.
  await expectLayoutForWidth(page);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(1);
}
