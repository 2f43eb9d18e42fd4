import { expect, request as playwrightRequest, test } from '@playwright/test';
import { addDays, addMonths, formatDateIt } from '@domain/periods';
import { monthEnd } from '@domain/compliance/accounting-periods';
import { openAs, signInViaApi } from './support/auth';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { createClient } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';
import { searchFor } from './support/ui';

const company = `Periodi ${Date.now().toString(36).toUpperCase()} Ltd`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
let clientId: string;
let incorporationDate: string;
let portugueseId: string;
const portuguese = `Modelo ${Date.now().toString(36).toUpperCase()} Lda`;

test.beforeAll(async () => {
  const owner = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(owner, E2E_OWNER);
  // Incorporated 22 months ago on the 10th, no year end given: the ARD is the last day of that month,
  // so the period in course ends within the next 3 months.
  incorporationDate = `${addMonths(today(), -22).slice(0, 8)}10`;
  clientId = (await createClient(owner, company, { countryCode: 'GB', entityType: 'ltd', incorporationDate })).id;
  portugueseId = (await createClient(owner, portuguese, { countryCode: 'PT', entityType: 'lda', incorporationDate: '2024-03-01' })).id;
  await owner.dispose();
});

test('staff shorten the period in course (AA01) and the shortened period\'s accounts appear on /scadenze', async ({ page }) => {
  await openAs(page, E2E_OWNER, '/clienti');
  await searchFor(page.getByRole('searchbox', { name: 'Cerca clienti' }), company, { path: '/api/clients', param: 'q' });
  const row = page.getByRole('table', { name: 'Clienti' }).getByRole('row').filter({ hasText: company });
  await row.getByRole('button', { name: `Dettagli ${company}` }).click();
  const details = page.getByRole('dialog', { name: `Dettagli Cliente: ${company}` });
  const periods = details.getByRole('region', { name: 'Periodi contabili' });
  // The first period, from incorporation to the last day of the month of its first anniversary (CA 2006 s.391(4)).
  const firstEnd = monthEnd(addMonths(incorporationDate, 12));
  await expect(periods.getByText(`${formatDateIt(incorporationDate)} – ${formatDateIt(firstEnd)}`)).toBeVisible();
  const current = periods.getByRole('listitem').filter({ hasText: `${formatDateIt(addDays(firstEnd, 1))} –` });
  await current.getByRole('button', { name: 'Cambia fine esercizio' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cambia fine esercizio' });
  // Too long first: past 18 months from the period's start, refused in Italian and nothing saved.
  await dialog.getByLabel('Nuova fine del periodo').fill(formatDateIt(addMonths(addDays(firstEnd, 1), 18)));
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText(/^Un periodo contabile non può superare 18 mesi/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Shortened to the last day of the month before this one.
  const newEnd = addDays(`${today().slice(0, 8)}01`, -1);
  await dialog.getByLabel('Nuova fine del periodo').fill(formatDateIt(newEnd));
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(periods.getByRole('listitem').filter({ hasText: `${formatDateIt(addDays(firstEnd, 1))} – ${formatDateIt(newEnd)}` }).getByText(/^Accorciato/)).toBeVisible();

  // Accounts of the shortened period: 9 months after its end, month end to month end (s.442, s.443),
  // later than 3 months after today's notice (s.442(4)).
  await page.goto(`/scadenze?cliente=${clientId}`);
  const accounts = page.getByRole('article').filter({ hasText: `Bilancio annuale a Companies House - ${company}` }).filter({ hasText: formatDateIt(monthEnd(addMonths(newEnd, 9))) });
  await expect(accounts).toHaveCount(1);
});

test('a Portuguese company shows its Modelo 22, due the last day of May after its tax year (CIRC art. 120)', async ({ page }) => {
  await openAs(page, E2E_OWNER, `/scadenze?cliente=${portugueseId}`);
  // The tax year is the calendar year: the return of the year now running is due 31 May of the next.
  const year = Number(today().slice(0, 4));
  const due = today() <= `${year}-05-31` ? `${year}-05-31` : `${year + 1}-05-31`;
  const card = page.getByRole('article').filter({ hasText: `Dichiarazione IRC (Modelo 22) - ${portuguese}` });
  await expect(card.filter({ hasText: formatDateIt(due) })).toHaveCount(1);
});
