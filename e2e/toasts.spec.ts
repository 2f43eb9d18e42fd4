import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAs, userWithRole } from './support/auth';
import { createClient } from './support/data';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { expectLayoutForWidth } from './support/ui';

test.describe.configure({ timeout: 120_000 });

/** Whether the point at the middle of `target` reaches `target` itself, or something drawn over it. */
function reachable(page: Page, target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && el.contains(top);
  });
}

test("a toast leaves the row's actions under the pointer on a desktop, and the header free on a phone", async ({ page }) => {
  const t = Math.random().toString(36).slice(2, 7);
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  for (let i = 1; i <= 12; i++) await createClient(page.request, `Toast ${t} ${String(i).padStart(2, '0')} Srl`);
  await page.goto(`/clienti?q=${t}&sort=companyName`);
  const table = page.getByRole('table', { name: 'Clienti' });
  await expect(table.getByRole('row')).toHaveCount(13);

  // The last row at the bottom of the window, where the pointer is when its cell is edited.
  const company = `Toast ${t} 12 Srl`;
  const row = table.getByRole('row').filter({ hasText: company });
  await row.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await row.getByRole('button', { name: `Modifica Azienda: ${company}` }).click();
  await page.getByRole('textbox', { name: 'Modifica Azienda' }).fill(`${company} Holding`);
  await page.getByRole('textbox', { name: 'Modifica Azienda' }).press('Enter');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Campo aggiornato con successo' });
  await expect(toast).toBeVisible();
  // Its text is read against its own colours once it has finished sliding in.
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expectNoSeriousA11yIssues(page, '[data-sonner-toast]');
  const edited = table.getByRole('row').filter({ hasText: `${company} Holding` });
  for (const action of await edited.getByRole('button').all()) expect(await reachable(page, action), await action.getAttribute('aria-label') ?? '').toBe(true);

  // On a phone the toast spans the width: below the header, still clear of its buttons.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectLayoutForWidth(page);
  await page.getByRole('checkbox', { name: `Seleziona Toast ${t} 01 Srl` }).click();
  await page.getByRole('button', { name: 'Modifica Bulk' }).click();
  const bulk = page.getByRole('dialog', { name: 'Modifica Bulk - 1 cliente selezionato' });
  await bulk.getByLabel('Settori').fill('Holding');
  await bulk.getByRole('button', { name: 'Aggiorna 1 cliente' }).click();
  const phoneToast = page.locator('[data-sonner-toast]').filter({ hasText: '1 cliente aggiornato con successo' });
  await expect(phoneToast).toBeVisible();
  // Once it has slid in (from above the header, where it briefly covers it): within the screen's width, below the header.
  await expect
    .poll(async () => {
      const box = await phoneToast.boundingBox();
      return box && { top: box.y >= 56, left: box.x >= 0, right: box.x + box.width <= 390 };
    })
    .toEqual({ top: true, left: true, right: true });
  expect(await reachable(page, page.getByRole('button', { name: 'Menu utente' }))).toBe(true);
});
