import { expect, type Locator, type Page, type Response } from '@playwright/test';

/**
 * The answer to the next GET of `path` whose query has each of `params` (null: the parameter is
 * absent). Call it BEFORE the action that sends the request, and await it after: an answer that
 * comes quickly is not missed, and the answer to an earlier request is not taken for this one.
 * Only for requests the action surely sends: a list the app still holds (30 s) is not asked again.
 */
export function answerTo(page: Page, path: string | RegExp, params: Record<string, string | null> = {}): Promise<Response> {
  return page.waitForResponse((res) => {
    if (res.request().method() !== 'GET') return false;
    const url = new URL(res.url());
    if (typeof path === 'string' ? url.pathname !== path : !path.test(url.pathname)) return false;
    return Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
  });
}

/**
 * Types `text` into a search box whose list is searched on the server a moment after the last key,
 * and returns that search's answer. Until it has come, the list on screen is still the old one:
 * what it shows proves nothing about the search.
 */
export async function searchFor(box: Locator, text: string, list: { path: string | RegExp; param: string }): Promise<Response> {
  const answered = answerTo(box.page(), list.path, { [list.param]: text.trim() || null });
  await box.fill(text);
  return answered;
}

/**
 * Picks the option `name` in the open list of a select (web/src/components/ui/select.tsx): once the
 * list is placed by its trigger and its opening animation is over, so the option is where it stays;
 * then checks the pick was taken, the list closing.
 */
export async function pickOption(page: Page, name: string | RegExp): Promise<void> {
  const list = page.locator('[data-slot="select-content"]');
  // Until it is placed, Radix keeps the list off screen, without its animation.
  await expect(list).toBeInViewport();
  await list.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await list.getByRole('option', { name }).click();
  await expect(list).toBeHidden();
}

/** Opens the select `trigger` and picks the option `name` (see pickOption). */
export async function chooseOption(trigger: Locator, name: string | RegExp): Promise<void> {
  await trigger.click();
  await pickOption(trigger.page(), name);
}

/** Below this width the app uses its phone layout (MOBILE_BREAKPOINT in web/src/lib/use-mobile.ts). */
const MOBILE_BREAKPOINT = 768;

/**
 * The app has redrawn for the viewport's width. Right after a resize the page keeps the layout of
 * the old width until the shell has followed the media query (a render later): checks made before
 * would look at the old layout. Pages without the shell choose no layout by script.
 */
export async function expectLayoutForWidth(page: Page): Promise<void> {
  if ((await page.getByTestId('sidebar-toggle').count()) === 0) return;
  const phone = (page.viewportSize()?.width ?? 1280) < MOBILE_BREAKPOINT;
  await expect(page.getByTestId('sidebar')).toHaveCount(phone ? 0 : 1);
}
