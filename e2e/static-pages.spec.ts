import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openAs, userWithRole, type TestUser, expectPageLive } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';

let owner: TestUser;
test.beforeAll(async ({ request }) => {
  owner = await userWithRole(request, 'proprietario');
});

async function checkFiscalNews(page: Page) {
  await expect(page.getByRole('heading', { name: 'Novità Fiscali' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Riepilogo' });
  for (const [label, value] of [['Totale Novità', '5'], ['Priorità Alta', '3'], ['In Vigore', '2'], ['Fiscali', '3']] as const) {
    await expect(summary.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(value);
  }
  await expect(page.getByRole('article')).toHaveCount(5);
  const pillar = page.getByRole('article', { name: /Pillar Two/ });
  for (const text of ['In Vigore', 'Priorità Alta', 'Fiscale', 'Internazionale', '28/12/2023', '01/01/2024', 'Impatto']) {
    await expect(pillar.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(pillar.getByText(/Direttiva \(UE\) 2022\/2523/)).toBeVisible();
  const links = page.getByRole('link', { name: /^Leggi di più/ });
  await expect(links).toHaveCount(5);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
}

async function checkPlanning(page: Page) {
  await page.goto('/programmazione-short-content');
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: 'Programmazione Short Content' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuovo Post' })).toBeDisabled();
  const days = page.getByRole('list', { name: 'Giorni della settimana' }).getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('lunedì');
  await expect(days.last()).toContainText('domenica');
  await expect(page.getByRole('region', { name: 'Riepilogo' }).getByText('0', { exact: true })).toHaveCount(4);

  await page.goto('/programmazione-youtube');
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: 'Programmazione YouTube' })).toBeVisible();
  for (const column of ['Idee', 'In Produzione', 'Pronti', 'Pubblicati']) await expect(page.getByRole('heading', { name: column })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Giorni della settimana' }).getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('region', { name: 'Statistiche' }).getByText('0', { exact: true })).toHaveCount(4);
}

test('desktop: fiscal news, planning pages and the Smart Table with search, filter and CSV export', async ({ page }) => {
  await openAs(page, owner, '/novita-fiscali');
  await checkFiscalNews(page);
  await expectNoSeriousA11yIssues(page);
  await checkPlanning(page);
  await expectNoSeriousA11yIssues(page);

  await page.goto('/smart-table');
  await expectPageLive(page);
  const rows = page.getByRole('table', { name: 'Smart Table' }).locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(page.getByTestId('result-count')).toHaveText('12 risultati su 12');
  await expect(rows.first()).toContainText('125.000,00 €');
  await expect(rows.first()).toContainText('15/01/2024');
  await expect(rows.first()).toContainText('Attivo');
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('searchbox', { name: 'Cerca per nome, email o paese' }).fill('MALTA');
  await expect(page.getByTestId('result-count')).toHaveText('2 risultati su 12');
  await page.getByRole('searchbox', { name: 'Cerca per nome, email o paese' }).fill('giulia.bianchi@');
  await expect(rows).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Cerca per nome, email o paese' }).fill('');

  await page.getByRole('button', { name: 'Filtri' }).click();
  // Each tick is seen taken before the next (the menu stays open; a lost click would show only in the count).
  await page.getByRole('menuitemcheckbox', { name: 'In Attesa' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'In Attesa' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('menuitemcheckbox', { name: 'Inattivo' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Inattivo' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('result-count')).toHaveText('6 risultati su 12');
  await expect(rows).toHaveCount(6);
  const shown = await rows.locator('td:first-child').allTextContents();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta' }).click()]);
  expect(download.suggestedFilename()).toBe('smart-table.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Nome;Email;Stato;Paese;Fatturato (EUR);Data');
  expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(shown);
  expect(lines.slice(1).every((l) => l.split(';')[2] === 'Attivo')).toBe(true);
  expect(lines[1]).toBe('Marco Rossi;marco.rossi@example.com;Attivo;Malta;125000,00;15/01/2024');

  // A header click sorts; the sort, the search and the filter live in the address: a reload shows the same view, Back the one before.
  const revenue = page.getByRole('columnheader', { name: 'Fatturato' });
  await revenue.getByRole('button').click();
  await expect(revenue).toHaveAttribute('aria-sort', 'ascending');
  await revenue.getByRole('button').click();
  await expect(revenue).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText('Alessandro Ricci');
  await page.reload();
  await expect(page.getByTestId('result-count')).toHaveText('6 risultati su 12');
  await expect(rows.first()).toContainText('Alessandro Ricci');
  await page.goBack();
  await expect(revenue).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText('Marco Rossi');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same pages fit the screen; the Smart Table shows its rows as cards', async ({ page }) => {
    await openAs(page, owner, '/novita-fiscali');
    await checkFiscalNews(page);
    await expectNoHorizontalScroll(page);
    await checkPlanning(page);
    await expectNoHorizontalScroll(page);

    await page.goto('/smart-table');
    await expectPageLive(page);
    // Ten a page on a phone, as cards: no table to scroll sideways.
    await expect(page.getByRole('list', { name: 'Smart Table' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('table', { name: 'Smart Table' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });
});
