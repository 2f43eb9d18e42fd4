import { expect, request as playwrightRequest, test } from '@playwright/test';
import { monthEnd } from '@domain/compliance/accounting-periods';
import { dueAfterIssue } from '@domain/compliance/occurrences';
import { complianceRule } from '@domain/compliance/rules';
import { addDays, addMonths, formatDateIt } from '@domain/periods';
import { openAs, signInViaApi } from './support/auth';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { createClient } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';
import { searchFor } from './support/ui';

/** Dates only staff know, and the deadlines that hang on them: a UAE licence's expiry, a Hong Kong return's issue. */

const stamp = Date.now().toString(36).toUpperCase();
const emirati = `Licenza ${stamp} FZE`;
const hongKong = `Emissione ${stamp} Limited`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
let emiratiId: string;
let hongKongId: string;

test.beforeAll(async () => {
  const owner = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(owner, E2E_OWNER);
  emiratiId = (await createClient(owner, emirati, { countryCode: 'AE', entityType: 'fze', incorporationDate: addMonths(today(), -30) })).id;
  // The year closed at the end of the month before last: its return is issued, and due later on.
  const yearEnd = monthEnd(addMonths(today(), -2)).slice(5).replace('02-29', '02-28');
  hongKongId = (await createClient(owner, hongKong, { countryCode: 'HK', entityType: 'ltd', incorporationDate: addMonths(today(), -40), financialYearEnd: yearEnd })).id;
  await owner.dispose();
});

test('staff record a UAE trade licence expiry in Modifica Cliente and its renewal appears on /scadenze', async ({ page }) => {
  await openAs(page, E2E_OWNER, '/clienti');
  await searchFor(page.getByRole('searchbox', { name: 'Cerca clienti' }), emirati, { path: '/api/clients', param: 'q' });
  const row = page.getByRole('table', { name: 'Clienti' }).getByRole('row').filter({ hasText: emirati });
  await row.getByRole('button', { name: `Modifica ${emirati}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica Cliente' });
  // Asked of UAE companies only; the US registration date of companies formed abroad too.
  const expiryField = edit.getByRole('textbox', { name: 'Scadenza licenza commerciale' });
  await expect(edit.getByRole('textbox', { name: 'Registrazione in uno Stato USA' })).toBeVisible();
  await expiryField.fill('31/02/2027');
  await edit.getByRole('button', { name: 'Salva Modifiche' }).click();
  await expect(edit.getByText('Questa data non esiste: controlla giorno e mese')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const expiry = addDays(today(), 20);
  await expiryField.fill(formatDateIt(expiry));
  await edit.getByRole('button', { name: 'Salva Modifiche' }).click();
  await expect(edit).toBeHidden();

  await page.goto(`/scadenze?cliente=${emiratiId}`);
  // The renewal falls due on the expiry itself: nothing moves it.
  const card = page.getByRole('article', { name: `Rinnovo licenza commerciale - ${emirati}` });
  await expect(card.getByText(formatDateIt(expiry), { exact: true })).toBeVisible();
  await expect(card.getByText(/^Sanzione: nel mainland di Dubai AED 250/)).toBeVisible();
});

test('staff record the day Hong Kong issued a profits tax return, and its due date follows one month later', async ({ page }) => {
  await openAs(page, E2E_OWNER, `/scadenze?cliente=${hongKongId}`);
  // The return of the year that closed: the first not yet overdue (an earlier one may be).
  const card = page
    .getByRole('article')
    .filter({ hasText: `Dichiarazione Profits Tax (BIR51) - ${hongKong}` })
    .filter({ hasText: /Scade (oggi|domani|tra)/ })
    .first();
  await expect(card.getByText('Scadenza stimata: registra la data di emissione quando arriva la dichiarazione')).toBeVisible();
  await card.getByRole('button', { name: /^Gestisci/ }).click();
  await page.getByRole('menuitem', { name: 'Data di emissione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Data di emissione' });
  await dialog.getByRole('textbox', { name: 'Emessa il' }).fill(formatDateIt(addDays(today(), 1)));
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('La data non può essere successiva a oggi')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The arithmetic (one month, then the next working day) is proven by the golden tests; here, that the card follows the server.
  const due = dueAfterIssue(complianceRule('hk-profits-tax-return')!, today());
  await dialog.getByRole('textbox', { name: 'Emessa il' }).fill(formatDateIt(today()));
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  const issued = page.getByRole('article').filter({ hasText: `Emessa il ${formatDateIt(today())}: si deposita entro un mese` });
  await expect(issued.getByText(formatDateIt(due), { exact: true })).toBeVisible();
});
