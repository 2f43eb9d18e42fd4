import { expect, request as playwrightRequest, test } from '@playwright/test';
import { openAs, signInViaApi } from './support/auth';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { createClient } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';

const company = `E2E${Date.now().toString(36).toUpperCase()} Promemoria Ltd`;

test.beforeAll(async () => {
  const owner = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(owner, E2E_OWNER);
  await createClient(owner, company, { countryCode: 'GB', entityType: 'ltd' });
  await owner.dispose();
});

test('the proprietario chooses how reminders arrive in /profilo, and turns on the reminders to a client', async ({ page }) => {
  await openAs(page, E2E_OWNER, '/profilo');
  await page.getByRole('tab', { name: 'Impostazioni' }).click();
  await expect(page.getByRole('heading', { name: 'Promemoria scadenze' })).toBeVisible();
  // The daily digest until the person chooses.
  await expect(page.getByRole('radio', { name: /^Riepilogo giornaliero/ })).toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('radio', { name: /^Ogni promemoria/ }).check();
  await expect(page.getByText('Riceverai un\'email per ogni promemoria')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Impostazioni' }).click();
  await expect(page.getByRole('radio', { name: /^Ogni promemoria/ })).toBeChecked();
  // The choice shows the moment it is clicked, not a tick later when the request is under way.
  const digest = page.getByRole('radio', { name: /^Riepilogo giornaliero/ });
  expect(await digest.evaluate((radio: HTMLInputElement) => { radio.click(); return radio.checked; })).toBe(true);
  await expect(page.getByText('Riceverai un riepilogo giornaliero dei promemoria')).toBeVisible();
  await expect(digest).toBeChecked();

  await page.goto('/clienti');
  await page.getByRole('searchbox', { name: 'Cerca clienti' }).fill(company);
  const row = page.getByRole('table', { name: 'Clienti' }).getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Modifica ${company}` }).click();
  const form = page.getByRole('dialog', { name: 'Modifica Cliente' });
  const toggle = form.getByRole('switch', { name: 'Promemoria scadenze al cliente' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await form.getByRole('button', { name: 'Salva Modifiche' }).click();
  await expect(page.getByText(`Cliente ${company} aggiornato con successo`)).toBeVisible();
  await expect(form).toBeHidden();

  await row.getByRole('button', { name: `Dettagli ${company}` }).click();
  const details = page.getByRole('dialog', { name: `Dettagli Cliente: ${company}` });
  await expect(details.getByRole('term').filter({ hasText: 'Promemoria scadenze al cliente' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: /^Sì$/ })).toBeVisible();
});
