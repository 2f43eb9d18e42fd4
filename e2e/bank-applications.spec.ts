import { expect, test } from '@playwright/test';
import { createVerifiedUser, openAs, userWithRole, expectPageLive } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { answerTo, chooseOption } from './support/ui';

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
  await form.getByLabel('Fatturato Annuo (€)').fill('1250000');
  await form.getByLabel('Descrizione').fill('Conto per la holding maltese');
  await expectNoSeriousA11yIssues(page);
  await submit.click();
  await expect(page.getByText('Applicazione bancaria creata con successo')).toBeVisible();
  await expect(form).toBeHidden();

  const mine = page.getByRole('group', { name: 'Applicazione Standard Chartered' });
  await expect(mine.getByTestId('status-badge')).toHaveText('In Attesa');
  await expect(mine).toContainText('Conto Multi-Valuta');
  await expect(mine).toContainText(/1\.250\.000[\s\u00a0]€/);
  await expect(mine.getByRole('button')).toHaveCount(0); // a user cannot move the status

  // The owner reviews and approves it.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  try {
    await openAs(ownerPage, await userWithRole(ownerPage.request, 'proprietario'), '/applicazioni-bancarie');
    const app = ownerPage.getByRole('group', { name: 'Applicazione Standard Chartered' }).filter({ hasText: 'Elisa Fontana' });
    await expect(app.getByTestId('status-badge')).toHaveText('In Attesa');
    await expect(app.getByRole('button', { name: 'Approva' })).toHaveCount(0);
    await app.getByRole('button', { name: 'Prendi in revisione' }).click();
    await expect(app.getByTestId('status-badge')).toHaveText('In Revisione');
    await app.getByRole('button', { name: 'Approva' }).click();
    await expect(app.getByTestId('status-badge')).toHaveText('Approvata');
    await expect(app.getByRole('button')).toHaveCount(0);
    // The tab shows the list it had until the approved ones come: only their answer makes the check mean something.
    const approved = answerTo(ownerPage, '/api/bank-applications', { status: 'approved' });
    await ownerPage.getByRole('tab', { name: /^Approvata/ }).click();
    await approved;
    const panel = ownerPage.getByRole('tabpanel', { name: /^Approvata/ });
    await expect(panel.getByTestId('status-badge').filter({ hasNotText: 'Approvata' })).toHaveCount(0);
    await expect(panel.getByRole('group', { name: 'Applicazione Standard Chartered' }).filter({ hasText: 'Elisa Fontana' })).toBeVisible();
    const activity = await (await ownerPage.request.get('/api/activity')).text();
    expect(activity).toContain('In Revisione → Approvata');
  } finally {
    await ownerContext.close();
  }

  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('group', { name: 'Applicazione Standard Chartered' }).getByTestId('status-badge')).toHaveText('Approvata');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the form fit the screen', async ({ page }) => {
    await openAs(page, await createVerifiedUser(page.request), '/applicazioni-bancarie');
    await page.getByRole('button', { name: 'Nuova Applicazione' }).click();
    await expect(page.getByRole('form', { name: 'Nuova Applicazione Bancaria' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
