import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedUser, openAs, signInViaApi, expectPageLive } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { E2E_BASE_URL } from './support/env';
import { chooseOption } from './support/ui';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3c4a50000000049454e44ae426082', 'hex')]);

const post = (request: APIRequestContext, url: string, data: unknown) => request.post(url, { data, headers: { origin: E2E_BASE_URL } });

test('a new user completes the profile and is sent home, where the card reads 100%', async ({ page }) => {
  const user = await createVerifiedUser(page.request, 'Giorgio Esposito');
  await openAs(page, user, '/');

  const card = page.getByLabel('Completamento profilo');
  await expect(card.getByText('Completa il tuo profilo')).toBeVisible();
  await expect(card.getByText('0%')).toBeVisible();
  // A role user sees the deadlines and bank-applications cards only, and no approval panel.
  await expect(page.getByRole('link', { name: /^Scadenze Imminenti:/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Applicazioni Bancarie:/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Clienti Totali:/ })).toHaveCount(0);
  await expect(page.getByText('Approva Cliente')).toHaveCount(0);

  await card.getByRole('link', { name: 'Completa profilo' }).click();
  await expect(page).toHaveURL(/\/profilo$/);
  await expect(page.getByText('Profilo incompleto (0%)')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const info = page.getByRole('form', { name: 'Informazioni personali' });
  await info.getByLabel('Indirizzo').fill('Via Toledo 156, Napoli');
  await info.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Profilo aggiornato con successo')).toBeVisible();
  await expect(page.getByText('Profilo incompleto (50%)')).toBeVisible();

  const companies = page.getByRole('form', { name: 'Aggiungi società' });
  await companies.getByRole('button', { name: 'Aggiungi Società' }).click();
  await expect(companies.getByText('Nome società e paese sono obbligatori').first()).toBeVisible();
  await companies.getByLabel('Nome società').fill('Esposito Trading Ltd');
  await chooseOption(companies.getByLabel('Paese di costituzione'), 'Malta');
  await companies.getByRole('button', { name: 'Aggiungi Società' }).click();
  await expect(page.getByText('Società aggiunta con successo')).toBeVisible();
  await expect(page.getByLabel('1 società su 3')).toBeVisible();

  // Home after 1.5 s, with the profile complete.
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`, { timeout: 5000 });
  await expect(page.getByLabel('Completamento profilo').getByText('100%')).toBeVisible();
  await expect(page.getByText('Profilo completo')).toBeVisible();
  // Own activity only, with relative times.
  const activity = page.getByText('Aggiunta Società');
  await expect(activity).toBeVisible();
  await expect(page.getByText(/minut[oi] fa/).first()).toBeVisible();
});

test('avatar, company limit and password change, with the spec messages', async ({ page }) => {
  const user = await createVerifiedUser(page.request, 'Lucia Ferri');
  await signInViaApi(page.request, user);
  for (const [companyName, countryCode] of [['Uno Ltd', 'MT'], ['Due LLC', 'US'], ['Tre Ltd', 'CY']]) {
    expect((await post(page.request, '/api/profile/companies', { companyName, countryCode })).status()).toBe(201);
  }
  await page.goto('/profilo');
  await expectPageLive(page);

  // Avatar: a non-image is refused; an image is stored and shown from the API.
  const picker = page.locator('input[type=file]');
  await picker.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('non sono un\'immagine') });
  await expect(page.getByText('Seleziona un file immagine valido')).toBeVisible();
  await picker.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Immagine del profilo aggiornata con successo')).toBeVisible();
  const img = page.getByRole('img', { name: 'Lucia Ferri' }).first();
  await expect(img).toHaveAttribute('src', /\/api\/profile\/avatar\//);
  // Served to signed-in people only.
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  expect((await anonymous.get((await img.getAttribute('src'))!)).status()).toBe(401);
  await anonymous.dispose();

  // Fourth company: 'Limite raggiunto'.
  await expect(page.getByLabel('3 società su 3')).toBeVisible();
  const companies = page.getByRole('form', { name: 'Aggiungi società' });
  await companies.getByLabel('Nome società').fill('Quattro Ltd');
  await chooseOption(companies.getByLabel('Paese di costituzione'), 'Irlanda');
  await companies.getByRole('button', { name: 'Aggiungi Società' }).click();
  await expect(page.getByText('Limite raggiunto')).toBeVisible();
  await expect(page.getByText('Puoi aggiungere massimo 3 società')).toBeVisible();
  await page.getByRole('button', { name: 'Elimina Tre Ltd' }).click();
  await expect(page.getByText('Società eliminata con successo')).toBeVisible();
  await expect(page.getByLabel('2 società su 3')).toBeVisible();

  // Impostazioni: timezone and password.
  await page.getByRole('tab', { name: 'Impostazioni' }).click();
  const tz = page.getByRole('form', { name: 'Fuso orario' });
  await chooseOption(tz.getByLabel('Fuso orario'), /Tokyo/);
  await tz.getByRole('button', { name: 'Salva impostazioni' }).click();
  await expect(page.getByText('Fuso orario aggiornato con successo')).toBeVisible();

  const pw = page.getByRole('form', { name: 'Cambia password' });
  await pw.getByLabel('Password attuale', { exact: true }).fill(user.password);
  await pw.getByLabel('Nuova password', { exact: true }).fill('abc');
  await pw.getByLabel('Conferma nuova password', { exact: true }).fill('abc');
  await pw.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(pw.getByText('La password deve essere di almeno 6 caratteri')).toBeVisible();
  await pw.getByLabel('Nuova password', { exact: true }).fill('nuovaPass1');
  await pw.getByLabel('Conferma nuova password', { exact: true }).fill('nuovaPass2');
  await pw.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(pw.getByText('Le password non coincidono')).toBeVisible();
  await pw.getByLabel('Password attuale', { exact: true }).fill('sbagliata');
  await pw.getByLabel('Conferma nuova password', { exact: true }).fill('nuovaPass1');
  await pw.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(pw.getByText('La password attuale non è corretta')).toBeVisible();
  await pw.getByLabel('Password attuale', { exact: true }).fill(user.password);
  await pw.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(page.getByText('Password aggiornata con successo')).toBeVisible();

  // The new password works; this session stayed open.
  const fresh = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(fresh, { email: user.email, password: 'nuovaPass1' });
  await fresh.dispose();
  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: 'Profilo' })).toBeVisible();

  await page.goto('/attivita-recenti');
  await expectPageLive(page);
  await expect(page.getByText('Cronologia delle tue attività')).toBeVisible();
  for (const action of ['Aggiornamento Password', 'Aggiornamento Profilo', 'Aggiornamento Avatar', 'Eliminazione Società']) {
    await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the profile tabs fit the screen', async ({ page }) => {
    await openAs(page, await createVerifiedUser(page.request, 'Nina Sala'), '/profilo');
    await expect(page.getByRole('tab', { name: 'Profilo' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('tab', { name: 'Impostazioni' }).click();
    await expect(page.getByRole('form', { name: 'Cambia password' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
