import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { createVerifiedUser, openAs, signInThroughForm } from './support/auth';
import { E2E_BASE_URL } from './support/env';

async function signOut(page: Page) {
  expect((await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: E2E_BASE_URL } })).status()).toBe(200);
}

test('turned on in /profilo, then sign-in asks for the code (computed from the key shown) or takes a recovery code', async ({ page }) => {
  const user = await createVerifiedUser(page.request, 'Teresa Galli');
  await openAs(page, user, '/profilo');
  await page.getByRole('tab', { name: 'Impostazioni' }).click();
  await page.getByRole('button', { name: 'Attiva verifica in due passaggi' }).click();

  const dialog = page.getByRole('dialog', { name: 'Attiva la verifica in due passaggi' });
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(dialog.getByRole('img', { name: 'Codice QR per l\'app di autenticazione' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const secret = (await dialog.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
  await dialog.getByLabel('Codice di verifica').fill(generateSync({ secret }));
  await dialog.getByRole('button', { name: 'Attiva', exact: true }).click();

  await expect(dialog.getByText('Salva questi codici adesso: non li mostreremo più.')).toBeVisible();
  const codes = await dialog.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Scarica .txt' }).click();
  expect((await download).suggestedFilename()).toBe('arcadia-codici-di-recupero.txt');
  await dialog.getByRole('button', { name: 'Ho salvato i codici' }).click();
  await expect(page.getByText('Attiva', { exact: true })).toBeVisible();

  // Signed out, the password alone is not enough: a wrong code is refused in Italian, the right one opens the app.
  await signOut(page);
  await page.goto('/auth');
  await signInThroughForm(page, user);
  const step = page.getByRole('form', { name: 'Verifica in due passaggi' });
  await step.getByLabel('Codice di verifica').fill('000000');
  await step.getByRole('button', { name: 'Verifica' }).click();
  await expect(step.getByTestId('auth-error')).toHaveText(/Codice non valido/);
  await expectNoSeriousA11yIssues(page);
  // Each code signs in once: the next period's code (accepted too), not the one the setup used.
  await step.getByLabel('Codice di verifica').fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await step.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);

  // On a phone: a recovery code instead of the app's.
  await page.setViewportSize({ width: 390, height: 844 });
  await signOut(page);
  await page.goto('/auth');
  await signInThroughForm(page, user);
  await step.getByRole('button', { name: 'Non hai il telefono? Usa un codice di recupero' }).click();
  await step.getByLabel('Codice di recupero').fill(codes[0]!);
  await expectNoHorizontalScroll(page);
  await step.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
});
