import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { expectPageLive, openAs, signInViaApi } from './support/auth';
import { createClient } from './support/data';
import { E2E_OWNER } from './support/env';
import { answerTo, searchFor } from './support/ui';

test('the activity log lives in the address: reload and Back restore it, a header sorts, the export is the list as searched, a phone shows cards', async ({ page }) => {
  const t = Date.now().toString(36);
  await signInViaApi(page.request, E2E_OWNER);
  for (const name of ['Uno', 'Due', 'Tre']) await createClient(page.request, `Registro ${t} ${name} Ltd`);
  await openAs(page, E2E_OWNER, '/attivita-recenti');
  await searchFor(page.getByRole('searchbox', { name: 'Cerca attività' }), `Registro ${t}`, { path: '/api/activity', param: 'q' });
  const table = page.getByRole('table', { name: 'Attività' });
  const details = table.locator('tbody tr td:nth-child(3)');
  // Newest first.
  await expect(details).toHaveCount(3);
  await expect(details.first()).toContainText(`Registro ${t} Tre Ltd`);
  await expect(page.getByText('1–3 di 3 attività')).toBeVisible();

  // A header sorts: the oldest first.
  const date = table.getByRole('columnheader', { name: 'Data' });
  const ascending = answerTo(page, '/api/activity', { sort: 'createdAt', dir: 'asc' });
  await date.getByRole('button').click();
  await ascending;
  await expect(date).toHaveAttribute('aria-sort', 'ascending');
  await expect(details.first()).toContainText(`Registro ${t} Uno Ltd`);

  // A reload shows the same view; Back the one before.
  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('searchbox', { name: 'Cerca attività' })).toHaveValue(`Registro ${t}`);
  await expect(date).toHaveAttribute('aria-sort', 'ascending');
  await expect(details.first()).toContainText(`Registro ${t} Uno Ltd`);
  await page.goBack();
  await expect(date).not.toHaveAttribute('aria-sort');
  await expect(details.first()).toContainText(`Registro ${t} Tre Ltd`);

  // The export: every entry the search finds, in the list's order, with Italian headers.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Esporta CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('registro-attivita.csv');
  const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Data;Utente;Azione;Dettagli');
  expect(lines).toHaveLength(4);
  expect(lines.slice(1).map((line) => line.split(';')[2])).toEqual(['Creazione Cliente', 'Creazione Cliente', 'Creazione Cliente']);
  expect(lines.slice(1).map((line) => /Registro \w+ (\w+) Ltd/.exec(line)?.[1])).toEqual(['Tre', 'Due', 'Uno']);

  // On a phone each entry is a card; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await expect(table).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Attività' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Creazione Cliente');
  await expect(cards.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});
