import { expect, test } from '@playwright/test';
import { PAGES, ROLES, ROLE_LABELS, adminTiles, canOpen } from '../domain/policy';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { createVerifiedUser, openAs, expectPageLive } from './support/auth';
import { E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';

test('the admin panel greets by first name and shows the tiles the role may open', async ({ page }) => {
  test.slow(); // a full axe scan of the page on a busy machine
  const moderator = await createStaffAccount('moderatore', 'Nadia Pannello');
  await openAs(page, moderator, '/admin-panel');
  // The first page of a fresh server can be slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Ciao, Nadia!' })).toBeVisible({ timeout: 30_000 });
  const tiles = page.getByRole('navigation', { name: 'Strumenti di amministrazione' }).getByRole('link');
  await expect(tiles).toHaveCount(adminTiles('moderatore').length);
  await expect(page.getByRole('link', { name: /Analytics/ })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);

  // A page only a tile leads to has the way back: to Memoria Arcadia and back, then to Gestione Staff and back.
  for (const [tile, heading] of [[/Memoria Arcadia/, 'Memoria Arcadia – in sviluppo'], [/Gestione Staff/, 'Gestione Staff']] as const) {
    await page.getByRole('navigation', { name: 'Strumenti di amministrazione' }).getByRole('link', { name: tile }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page.getByRole('heading', { name: 'Ciao, Nadia!' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Torna alla Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a user sees Accesso Negato on the admin panel and system logic', async ({ page }) => {
  await openAs(page, await createVerifiedUser(page.request), '/admin-panel');
  await expect(page.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Non hai i permessi necessari per accedere a questa sezione.')).toBeVisible();
  await page.goto('/system-logic');
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
  // No way to a panel that is not theirs, nor on the pages of their own sidebar.
  await expect(page.getByRole('navigation', { name: 'Percorso' })).toHaveCount(0);
  await page.goto('/analytics');
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Percorso' })).toHaveCount(0);
});

test('the system-logic page-access matrix equals the policy', async ({ page }) => {
  test.slow(); // a full axe scan of the page on a busy machine
  await openAs(page, E2E_OWNER, '/system-logic');
  await expect(page.getByRole('heading', { name: 'System Logic' })).toBeVisible({ timeout: 30_000 });
  const rows = page.getByTestId('page-matrix').locator('tbody tr');
  await expect(rows).toHaveCount(PAGES.length);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      path: tr.getAttribute('data-path'),
      cells: [...tr.querySelectorAll('td')].map((td) => ({ role: td.getAttribute('data-role'), text: td.textContent?.trim() })),
    })),
  );
  const expected = PAGES.map((p) => ({ path: p.path, cells: ROLES.map((role) => ({ role, text: canOpen(role, p.path) ? 'Sì' : 'No' })) }));
  expect(shown).toEqual(expected);
  await expectNoSeriousA11yIssues(page);
});

test('on a phone the system-logic page-access matrix is one card per page, each role with its access in words', async ({ page }) => {
  test.slow(); // a full axe scan of the page on a busy machine
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, E2E_OWNER, '/system-logic');
  await expect(page.getByRole('heading', { name: 'System Logic', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(page);
  const cards = page.getByRole('list', { name: 'Matrice di accesso alle pagine' }).getByRole('listitem');
  await expect(cards).toHaveCount(PAGES.length);
  const shown = await cards.evaluateAll((items) =>
    items.map((item) => ({
      page: item.querySelector('h3')?.textContent,
      access: [...item.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    })),
  );
  const expected = PAGES.map((p) => ({ page: p.label, access: ROLES.map((role) => `${ROLE_LABELS[role]}: ${canOpen(role, p.path) ? 'Sì' : 'No'}`) }));
  expect(shown).toEqual(expected);
  await expectNoSeriousA11yIssues(page);
});
