import { expect, test } from '@playwright/test';
import { TRANSITION_LABELS } from '@domain/bank-applications';
import { createVerifiedUser, openAs, userWithRole, expectPageLive } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { createBankApplication } from './support/data';
import { answerTo, chooseOption, searchFor } from './support/ui';

/** The buttons that move an application on (a row may also hold the button of its details). */
const NEXT_STEP = new RegExp(`^(${Object.values(TRANSITION_LABELS).join('|')})$`);

test('a bank application goes from creation to approval', async ({ browser, page }) => {
  const user = await createVerifiedUser(page.request, 'Elisa Fontana');
  await openAs(page, user, '/applicazioni-bancarie');
  await expect(page.getByRole('heading', { name: 'Applicazioni Bancarie' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Nessuna applicazione bancaria')).toBeVisible();

  await page.getByRole('button', { name: 'Nuova Applicazione' }).click();
  const form = page.getByRole('form', { name: 'Nuova Applicazione Bancaria' });
  const submit = form.getByRole('button', { name: 'Invia Applicazione' });
  await expect(submit).toBeDisabled();
  await chooseOption(form.getByRole('combobox', { name: 'Banca' }), 'Standard Chartered');
  await expect(submit).toBeDisabled();
  await chooseOption(form.getByRole('combobox', { name: 'Tipo di Conto' }), 'Conto Multi-Valuta');
  await chooseOption(form.getByRole('combobox', { name: 'Tipo di Attività' }), 'Holding Company');
  await form.getByLabel('Fatturato Annuo (€)').fill('-5');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByText("L'importo non può essere negativo")).toBeVisible();
  await form.getByLabel('Fatturato Annuo (€)').fill('1.250.000');
  await form.getByLabel('Descrizione').fill('Conto per la holding maltese');
  await expectNoSeriousA11yIssues(page);
  await submit.click();
  await expect(page.getByText('Applicazione bancaria creata con successo')).toBeVisible();
  await expect(form).toBeHidden();

  const mine = page.getByRole('row', { name: /Standard Chartered/ });
  await expect(mine.getByTestId('status-badge')).toHaveText('In Attesa');
  await expect(mine).toContainText('Conto Multi-Valuta');
  await expect(mine).toContainText(/1\.250\.000[\s\u00a0]€/);
  await expect(mine.getByRole('button', { name: NEXT_STEP })).toHaveCount(0); // a user cannot move the status

  // The owner reviews and approves it.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  try {
    await openAs(ownerPage, await userWithRole(ownerPage.request, 'proprietario'), '/applicazioni-bancarie');
    const app = ownerPage.getByRole('row').filter({ hasText: 'Standard Chartered' }).filter({ hasText: 'Elisa Fontana' });
    await expect(app.getByTestId('status-badge')).toHaveText('In Attesa');
    await expect(app.getByRole('button', { name: 'Approva' })).toHaveCount(0);
    await app.getByRole('button', { name: 'Prendi in revisione' }).click();
    await expect(app.getByTestId('status-badge')).toHaveText('In Revisione');
    await app.getByRole('button', { name: 'Approva' }).click();
    await expect(app.getByTestId('status-badge')).toHaveText('Approvata');
    await expect(app.getByRole('button', { name: NEXT_STEP })).toHaveCount(0);
    // The tab shows the list it had until the approved ones come: only their answer makes the check mean something.
    const approved = answerTo(ownerPage, '/api/bank-applications', { status: 'approved' });
    await ownerPage.getByRole('tab', { name: /^Approvata/ }).click();
    await approved;
    const panel = ownerPage.getByRole('tabpanel', { name: /^Approvata/ });
    await expect(panel.getByTestId('status-badge').filter({ hasNotText: 'Approvata' })).toHaveCount(0);
    await expect(panel.getByRole('row').filter({ hasText: 'Standard Chartered' }).filter({ hasText: 'Elisa Fontana' })).toBeVisible();
    const activity = await (await ownerPage.request.get('/api/activity')).text();
    expect(activity).toContain('In Revisione → Approvata');
  } finally {
    await ownerContext.close();
  }

  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('row', { name: /Standard Chartered/ }).getByTestId('status-badge')).toHaveText('Approvata');
});

test('the list lives in the address: reload and Back restore status, search and page; a header sorts', async ({ page }) => {
  await openAs(page, await createVerifiedUser(page.request, 'Franco Galli'), '/');
  for (let i = 1; i <= 21; i++) {
    await createBankApplication(page.request, { bankName: i === 21 ? 'Barclays' : 'HSBC', accountType: 'Conto Corrente Business', annualTurnover: String(i * 10000) });
  }
  await page.goto('/applicazioni-bancarie');
  await expectPageLive(page);
  const table = page.getByRole('table', { name: 'Applicazioni bancarie' });
  const banks = table.locator('tbody tr td:first-child');
  await expect(page.getByText('1–20 di 21 applicazioni')).toBeVisible();
  await page.getByRole('navigation', { name: 'Paginazione' }).getByRole('button', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/\/applicazioni-bancarie\?page=2$/);
  await expect(page.getByText('21–21 di 21 applicazioni')).toBeVisible();

  // A status tab goes back to page 1; a reload keeps it; Back returns to page 2.
  await page.getByRole('tab', { name: /^In Attesa/ }).click();
  await expect(page).toHaveURL(/\/applicazioni-bancarie\?status=pending$/);
  await expect(page.getByText('1–20 di 21 applicazioni')).toBeVisible();
  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('tab', { name: /^In Attesa/ })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: /^Tutte/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('21–21 di 21 applicazioni')).toBeVisible();

  // The search, kept by a reload.
  await searchFor(page.getByRole('searchbox', { name: 'Cerca applicazioni' }), 'barclays', { path: '/api/bank-applications', param: 'q' });
  await expect(banks).toHaveCount(1);
  await expect(banks.first()).toContainText('Barclays');
  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('searchbox', { name: 'Cerca applicazioni' })).toHaveValue('barclays');
  await expect(banks).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Cerca applicazioni' }).fill('');

  // A header sorts: the smallest turnover first, then the largest.
  const turnover = table.getByRole('columnheader', { name: 'Fatturato Annuo' });
  const firstRow = table.locator('tbody tr').first();
  await turnover.getByRole('button').click();
  await expect(turnover).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow).toContainText(/(?<![\d.])10\.000[\s\u00a0]€/);
  await turnover.getByRole('button').click();
  await expect(turnover).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow).toContainText(/210\.000[\s\u00a0]€/);
  await expect(banks.first()).toContainText('Barclays');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the form fit the screen', async ({ page }) => {
    await openAs(page, await createVerifiedUser(page.request), '/');
    await createBankApplication(page.request, { bankName: 'Standard Chartered', accountType: 'Conto Multi-Valuta', businessType: 'Holding Company', annualTurnover: '1250000', description: 'Conto per la holding maltese' });
    await page.goto('/applicazioni-bancarie');
    await expectPageLive(page);
    // Each application is a card, its status and figures in view: a table would scroll sideways.
    const card = page.getByRole('list', { name: 'Applicazioni bancarie' }).getByRole('listitem').first();
    await expect(card).toContainText('Standard Chartered');
    await expect(card.getByTestId('status-badge')).toHaveText('In Attesa');
    await expect(page.getByRole('table', { name: 'Applicazioni bancarie' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Nuova Applicazione' }).click();
    await expect(page.getByRole('form', { name: 'Nuova Applicazione Bancaria' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
