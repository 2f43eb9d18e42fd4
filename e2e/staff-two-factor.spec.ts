import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@domain/schemas/two-factor';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { expectPageLive, openAs, signInViaApi } from './support/auth';
import { E2E_BASE_URL } from './support/env';
import { createStaffAccount } from './support/staff';

const origin = { origin: E2E_BASE_URL };

/**
 * The proprietario makes two-factor sign-in required for staff: a moderatore without it
 * meets the setup step instead of any page, and the server refuses them everything else,
 * until they set it up. The requirement is the whole app's: it is lifted at the end.
 */
test('required for staff: a moderatore without it sets it up at the next visit, before any page', async ({ page, browser }) => {
  // A proprietario of the test's own, with two-factor sign-in on (the switch asks for it first).
  const owner = await createStaffAccount('proprietario', 'Ilaria Conti');
  await signInViaApi(page.request, owner);
  const enabled = await page.request.post('/api/auth/two-factor/enable', { data: { password: owner.password }, headers: origin });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const ownerSecret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
  const verified = await page.request.post('/api/auth/two-factor/verify-totp', { data: { code: generateSync({ secret: ownerSecret }) }, headers: origin });
  expect(verified.status(), await verified.text()).toBe(200);
  const moderator = await createStaffAccount('moderatore', 'Marco Neri');

  await page.goto('/gestione-staff');
  await expectPageLive(page);
  const requirement = page.getByRole('checkbox', { name: 'Richiedi la verifica in due passaggi a proprietari, admin e moderatori' });
  await requirement.check();
  await expect.poll(async () => ((await (await page.request.get('/api/two-factor/staff-requirement')).json()) as { required: boolean }).required).toBe(true);

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 390, height: 844 } });
  try {
    const phone = await context.newPage();
    await openAs(phone, moderator, '/clienti');
    const step = phone.getByRole('main');
    await expect(step.getByRole('heading', { name: 'Attiva la verifica in due passaggi' })).toBeVisible();
    await expect(phone.getByRole('navigation')).toHaveCount(0);
    await expectNoHorizontalScroll(phone);
    await expectNoSeriousA11yIssues(phone);
    // The server is the guard: the client list is refused, with the reason.
    const refused = await phone.request.get('/api/clients');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);

    // A wrong password is told in place; the right one leads to the key.
    await step.getByLabel('Password', { exact: true }).fill('sbagliata-123');
    await step.getByRole('button', { name: 'Continua' }).click();
    await expect(step.getByRole('alert')).toHaveText('Password non valida');
    await step.getByLabel('Password', { exact: true }).fill(moderator.password);
    await step.getByRole('button', { name: 'Continua' }).click();
    const secret = (await step.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
    await step.getByLabel('Codice di verifica').fill(generateSync({ secret }));
    await step.getByRole('button', { name: 'Attiva', exact: true }).click();
    await expect(step.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem')).toHaveCount(10);
    await step.getByRole('button', { name: 'Ho salvato i codici' }).click();

    // Then the page asked for, and the server serves them again.
    await expect(phone.getByRole('heading', { name: 'Gestione Clienti', level: 1 })).toBeVisible();
    await expect(phone.getByText('Verifica in due passaggi attivata', { exact: true })).toBeVisible();
    expect((await phone.request.get('/api/clients')).status()).toBe(200);
  } finally {
    await context.close();
    const lifted = await page.request.put('/api/two-factor/staff-requirement', { data: { required: false }, headers: origin });
    expect(lifted.status(), await lifted.text()).toBe(200);
  }
});
