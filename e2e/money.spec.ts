import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addDays, formatDateIt, monthRangeLabel, quickRangePeriod, todayIso } from '@domain/periods';
import { createVerifiedUser, openAs, userWithRole, expectPageLive } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { addLedgerRow } from './support/data';
import { answerTo, searchFor } from './support/ui';

/** Intl writes a no-break space before €: compare texts with it normalised. */
const eur = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\\u00a0]'));

function card(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

test('a user adds an expense and an income and sees tabs, cards and table change', async ({ page }) => {
  await openAs(page, await createVerifiedUser(page.request, 'Marta Conti'), '/spese');
  await expect(page.getByRole('heading', { name: 'Gestione Spese' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Nessuna spesa registrata')).toBeVisible();
  await expect(card(page, 'Totale Spese')).toContainText(eur('0,00 €'));
  await expect(card(page, 'Numero Spese')).toContainText('0');
  await expectNoSeriousA11yIssues(page);

  // Bad input gets the Italian messages and nothing is saved.
  await page.getByRole('button', { name: 'Nuova Spesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova Spesa' });
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(dialog.getByText("L'importo è obbligatorio")).toBeVisible();
  await expect(dialog.getByText('La causale è obbligatoria')).toBeVisible();

  // 0.1 + 0.2 = 0,30 €, typed the Italian way, key by key.
  await dialog.getByLabel('Importo (€) *', { exact: true }).pressSequentially('0,1');
  await dialog.getByLabel('Causale *', { exact: true }).fill('Caffè');
  await dialog.getByLabel('Conto').fill('Wise');
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Spesa di €0,10 aggiunta con successo')).toBeVisible();
  // The toast shows at the bottom: the page's 'Nuova Spesa' button stays clear.
  await page.getByRole('button', { name: 'Nuova Spesa' }).click();
  await expect(dialog.getByLabel('Importo (€)')).toHaveValue('');
  // A dot before three digits is a thousands point to an Italian and a decimal point to a machine: refused.
  await dialog.getByLabel('Importo (€)').pressSequentially('1.500');
  await dialog.getByLabel('Causale').fill('Acqua');
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(dialog.getByText('Importo ambiguo: scrivi le migliaia senza punto (es. 1500) e i decimali con la virgola (es. 1,50)')).toBeVisible();
  await dialog.getByLabel('Importo (€)').fill('0,2');
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByText('Spesa di €0,20 aggiunta con successo')).toBeVisible();

  await expect(card(page, 'Totale Spese')).toContainText(eur('0,30 €'));
  await expect(card(page, 'Numero Spese')).toContainText('2');
  await expect(page.getByTestId('period-total').first()).toHaveText(eur('-0,30 €'));
  await expect(page.getByTestId('period-count').first()).toHaveText('2 transazioni');
  const table = page.getByRole('table', { name: 'Lista Spese' });
  await expect(table.getByRole('row')).toHaveCount(3);
  // Every column of the spec on a 1280 px screen with the sidebar open.
  await expect(table.getByRole('columnheader')).toHaveText(['Data', 'Importo', 'Causale', 'Mittente', 'Conto', 'Azioni']);
  await expect(table.getByRole('row', { name: /Acqua/ })).toContainText('-€0,20');
  await expect(table.getByRole('row', { name: /Acqua/ })).toContainText('N/A');
  await expect(table.getByRole('row', { name: /Caffè/ })).toContainText('Wise');

  // Mensile: the month with its day range; an earlier reference date with nothing on it.
  await page.getByRole('tab', { name: 'Mensile' }).click();
  const monthPanel = page.getByRole('tabpanel');
  await expect(monthPanel.getByTestId('period-label')).toHaveText(monthRangeLabel(todayIso()));
  await expect(monthPanel.getByTestId('period-count')).toHaveText('2 transazioni');
  await page.getByRole('tab', { name: 'Annuale' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('period-label')).toHaveText(`Gennaio - Dicembre ${todayIso().slice(0, 4)}`);
  await page.getByLabel('Data di riferimento').fill(`15/06/${Number(todayIso().slice(0, 4)) - 1}`);
  await expect(page.getByRole('tabpanel').getByTestId('period-count')).toHaveText('0 transazioni');

  // Edit, then delete with confirmation.
  await table.getByRole('button', { name: 'Modifica spesa Acqua' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica Spesa' });
  await expect(edit.getByLabel('Importo (€)')).toHaveValue('0,20');
  await edit.getByLabel('Importo (€)').fill('1.250,5');
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Spesa aggiornata con successo')).toBeVisible();
  await expect(table.getByRole('row', { name: /Acqua/ })).toContainText('-€1.250,50');
  await expect(card(page, 'Totale Spese')).toContainText(eur('1.250,60 €'));

  await table.getByRole('button', { name: 'Elimina spesa Caffè' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Questa azione non può essere annullata.');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Spesa eliminata con successo')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(card(page, 'Numero Spese')).toContainText('1');

  // The income twin.
  await page.goto('/entrate');
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: 'Gestione Entrate' })).toBeVisible();
  await expect(page.getByText('Nessuna entrata registrata')).toBeVisible();
  await page.getByRole('button', { name: 'Nuova Entrata' }).click();
  const incomeDialog = page.getByRole('dialog', { name: 'Nuova Entrata' });
  await incomeDialog.getByLabel('Importo (€)').fill('1500');
  await incomeDialog.getByLabel('Causale').fill('Fattura 7');
  await incomeDialog.getByLabel('Mittente/Cliente').fill('Rossi SRL');
  await incomeDialog.getByLabel('Conto').fill('Revolut Business');
  await incomeDialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByText('Entrata di €1.500,00 aggiunta con successo')).toBeVisible();
  await expect(card(page, 'Totale Entrate')).toContainText(eur('1.500,00 €'));
  await expect(page.getByRole('table', { name: 'Lista Entrate' }).getByRole('row', { name: /Fattura 7/ })).toContainText('+€1.500,00');
  await expect(page.getByTestId('period-total').first()).toHaveText(eur('1.500,00 €'));

  // The activity log has the entries.
  const activity = await (await page.request.get('/api/activity')).text();
  for (const action of ['Aggiunta Spesa', 'Aggiornamento Spesa', 'Eliminazione Spesa', 'Aggiunta Entrata']) expect(activity).toContain(action);
});

test('the expense list lives in the address: reload and Back restore it, a header sorts, the export is the list as searched and sorted', async ({ page }) => {
  await openAs(page, await createVerifiedUser(page.request, 'Nadia Serra'), '/');
  const today = todayIso();
  for (let i = 1; i <= 22; i++) {
    const sender = i === 7 ? '=SOMMA(A1)' : undefined;
    await addLedgerRow(page.request, 'expenses', { amount: `${i}.00`, description: `Voce ${String(i).padStart(2, '0')}`, date: addDays(today, -i), sender });
  }
  await addLedgerRow(page.request, 'expenses', { amount: '999.00', description: 'Affitto', date: today });
  await page.goto('/spese');
  await expectPageLive(page);
  const table = page.getByRole('table', { name: 'Lista Spese' });
  const causali = table.locator('tbody tr td:nth-child(3)');
  await expect(page.getByText('1–20 di 23 spese')).toBeVisible();

  await searchFor(page.getByRole('searchbox', { name: 'Cerca spese' }), 'voce', { path: '/api/money/expenses', param: 'q' });
  await expect(page.getByText('1–20 di 22 spese')).toBeVisible();
  await expect(causali.first()).toHaveText('Voce 01');
  await page.getByRole('navigation', { name: 'Paginazione' }).getByRole('button', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/\/spese\?q=voce&page=2$/);
  await expect(causali).toHaveText(['Voce 21', 'Voce 22']);

  // A reload shows the same view; Back the one before.
  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('searchbox', { name: 'Cerca spese' })).toHaveValue('voce');
  await expect(page.getByText('21–22 di 22 spese')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('1–20 di 22 spese')).toBeVisible();

  // A header sorts: the smallest amount first, then the largest.
  const amount = table.getByRole('columnheader', { name: 'Importo' });
  await amount.getByRole('button').click();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=amount&dir=asc/);
  await expect(causali.first()).toHaveText('Voce 01');
  await amount.getByRole('button').click();
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  await expect(causali.first()).toHaveText('Voce 22');

  // The export: every row the search finds, past the page, in the list's order, formula-safe.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Esporta CSV', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('spese.csv');
  const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Data;Importo (EUR);Causale;Mittente;Conto');
  expect(lines).toHaveLength(23);
  expect(lines[1]).toContain(';22,00;Voce 22;');
  expect(lines[22]).toContain(';1,00;Voce 01;');
  expect(lines.find((line) => line.includes('Voce 07'))).toContain(";'=SOMMA(A1);");

  // On a phone each row is a card; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await expect(table).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Lista Spese' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Voce 22');
  await expect(cards.first()).toContainText('-€22,00');
  const remove = await cards.first().getByRole('button', { name: 'Elimina spesa Voce 22' }).boundingBox();
  expect(remove!.x + remove!.width).toBeLessThanOrEqual(390);
});

test('analytics follows the single-date tabs and the quick ranges', async ({ page }) => {
  const user = await createVerifiedUser(page.request, 'Paolo Neri');
  await openAs(page, user, '/analytics');
  const today = todayIso();
  await addLedgerRow(page.request, 'income', { amount: '100.00', description: 'Oggi', date: today });
  await addLedgerRow(page.request, 'expenses', { amount: '40.00', description: 'Oggi', date: today });
  await addLedgerRow(page.request, 'income', { amount: '10.00', description: 'Dieci giorni fa', date: addDays(today, -10) });
  await addLedgerRow(page.request, 'expenses', { amount: '500.00', description: 'Due mesi fa', date: addDays(today, -60) });
  await page.reload();
  await expectPageLive(page);

  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  // Each period's figures are checked once its answer has come: the month's figures shown until
  // then can be the same (the first ten days of a month).
  const day = answerTo(page, '/api/money/analytics', { from: today, to: today });
  await page.getByRole('tab', { name: 'Giornaliero' }).click();
  await day;
  await expect(card(page, 'Entrate')).toContainText(eur('100,00 €'));
  await expect(card(page, 'Spese')).toContainText(eur('40,00 €'));
  await expect(card(page, 'Profitto')).toContainText(eur('60,00 €'));
  await expect(card(page, 'Profitto')).toContainText('Positivo');
  await expect(card(page, 'Lordo')).toContainText(eur('100,00 €'));
  await expect(card(page, 'Entrate')).toContainText('1 transazione');

  await page.getByRole('tab', { name: 'Personalizzato' }).click();
  const { from, to } = quickRangePeriod('7d', today);
  const week = answerTo(page, '/api/money/analytics', { from, to });
  await page.getByRole('button', { name: '7 giorni' }).click();
  await week;
  await expect(card(page, 'Entrate')).toContainText(eur('100,00 €'));
  await page.getByRole('button', { name: '30 giorni' }).click();
  await expect(card(page, 'Entrate')).toContainText(eur('110,00 €'));
  await expect(card(page, 'Entrate')).toContainText('2 transazioni');
  await expect(card(page, 'Profitto')).toContainText(eur('70,00 €'));
  await page.getByRole('button', { name: '3 mesi' }).click();
  await expect(card(page, 'Spese')).toContainText(eur('540,00 €'));
  await expect(card(page, 'Profitto')).toContainText(eur('-430,00 €'));
  await expect(card(page, 'Profitto')).toContainText('Negativo');
  await expect(page.getByRole('img', { name: 'Grafico di entrate e spese nel periodo' })).toBeVisible();

  // A reversed custom range says why and asks nothing.
  await page.getByLabel('Data Inizio').fill(formatDateIt(today));
  await page.getByLabel('Data Fine').fill(formatDateIt(addDays(today, -1)));
  await expect(page.getByText('La data di inizio non può essere successiva alla data di fine')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("internal accounting shows the firm's ledger per account, within the period", async ({ page }) => {
  // A user's own books never reach the firm's balance.
  const client = await createVerifiedUser(page.request, 'Cliente Contabile');
  await openAs(page, client, '/');
  await addLedgerRow(page.request, 'income', { amount: '9999.00', description: 'Del cliente', date: '2021-03-10', bankAccount: 'Wise' });
  await expect((await page.request.get('/api/money/accounting')).status()).toBe(403);

  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  for (const [kind, amount, bankAccount] of [
    ['income', '1000.00', 'Airwallex'],
    ['income', '250.50', 'Wise'],
    ['expenses', '300.00', 'Wise'],
    ['expenses', '2000.00', 'Revolut Business'],
    ['income', '75.25', 'Banca Sella'],
  ] as const) {
    await addLedgerRow(page.request, kind, { amount, description: `${bankAccount} marzo 2021`, date: '2021-03-15', bankAccount });
  }
  await addLedgerRow(page.request, 'income', { amount: '5000.00', description: 'Aprile', date: '2021-04-01', bankAccount: 'Wise' });

  await page.goto('/contabilita-interna');
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: 'Contabilità Interna' })).toBeVisible();
  // Its own layout: no shell sidebar; a back link and the links to the books.
  await expect(page.getByRole('navigation', { name: 'Registrazioni' }).getByRole('link', { name: 'Entrate' })).toHaveAttribute('href', '/entrate');
  await expect(page.getByRole('navigation', { name: 'Registrazioni' }).getByRole('link', { name: 'Spese' })).toHaveAttribute('href', '/spese');

  await page.getByLabel('Data Inizio').fill('01/03/2021');
  await page.getByLabel('Data Fine').fill('31/03/2021');
  const balance = card(page, 'Saldo Aziendale Totale');
  await expect(page.getByTestId('firm-balance')).toHaveText(eur('-974,25 €'));
  await expect(page.getByTestId('firm-balance')).toHaveClass(/text-destructive/);
  await expect(balance).toContainText(eur('1.325,75 €'));
  await expect(balance).toContainText(eur('2.300,00 €'));
  await expect(card(page, 'Conto Airwallex')).toContainText(eur('1.000,00 €'));
  await expect(card(page, 'Conto Wise')).toContainText(eur('-49,50 €'));
  await expect(card(page, 'Conto Revolut Business')).toContainText(eur('-2.000,00 €'));
  await expect(card(page, 'Conto Altri')).toContainText(eur('75,25 €'));
  await expect(page.getByRole('img', { name: 'Grafico del saldo per conto' })).toBeVisible();

  await page.getByLabel('Data Inizio').fill('01/04/2021');
  await page.getByLabel('Data Fine').fill('30/04/2021');
  await expect(page.getByTestId('firm-balance')).toHaveText(eur('5.000,00 €'));
  await expect(page.getByTestId('firm-balance')).toHaveClass(/text-success/);
  await expect(card(page, 'Conto Altri')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Azzera Filtri' }).click();
  await expect(page.getByLabel('Data Inizio')).toHaveValue('');
  await page.getByRole('link', { name: 'Entrate' }).click();
  await expect(page.getByRole('heading', { name: 'Gestione Entrate' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the money pages fit the screen', async ({ page }) => {
    await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
    await addLedgerRow(page.request, 'expenses', { amount: '12.00', description: 'Cancelleria', date: todayIso(), sender: 'Cartoleria Centrale di Roma' });
    await page.goto('/spese');
    await expect(page.getByRole('heading', { name: 'Gestione Spese' })).toBeVisible({ timeout: 30_000 });
    // Rows are cards: a table would scroll sideways.
    await expect(page.getByRole('list', { name: 'Lista Spese' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lista Spese' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    for (const [path, heading] of [['/analytics', 'Analytics'], ['/contabilita-interna', 'Contabilità Interna']] as const) {
      await page.goto(path);
      await expectPageLive(page);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    // The accounts' names under the balance bars do not run into each other.
    const names = page.getByRole('img', { name: 'Grafico del saldo per conto' }).locator('.recharts-xAxis-tick-labels text');
    await expect(names).toHaveText(['Airwallex', 'Wise', 'RevolutBusiness', 'Altri']);
    const boxes = await Promise.all((await names.all()).map(async (n) => (await n.boundingBox())!));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i - 1]!.x + boxes[i - 1]!.width).toBeLessThan(boxes[i]!.x);
  });
});
