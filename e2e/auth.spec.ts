import { expect, test, type Page } from '@playwright/test';
import { authPost, collectPageErrors, createVerifiedUser, signInThroughForm, signInViaApi, uniqueEmail } from './support/auth';
import { E2E_BASE_URL, E2E_OWNER, E2E_TERMS_URL } from './support/env';
import { linkFromOutbox } from './support/outbox';

function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifiche/ }).getByText(title, { exact: true });
}

test('a protected page sends a visitor to /auth and back there after sign-in', async ({ page }) => {
  await page.goto('/scadenze?vista=mese');
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, E2E_OWNER);
  await expect(toast(page, 'Accesso effettuato')).toBeVisible();
  await expect(page).toHaveURL(/\/scadenze\?vista=mese$/);
  await expect(page.getByRole('heading', { name: 'Scadenze' })).toBeVisible();
});

test('sign-up, confirmation from the e-mail, sign-in and sign-out', async ({ page }) => {
  const email = uniqueEmail('nuovo');
  const since = Date.now() - 1000;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrati' }).click();
  const form = page.getByRole('form', { name: 'Registrati' });
  await form.getByLabel('Nome', { exact: true }).fill('Mario');
  await form.getByLabel('Cognome').fill('Rossi');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Segreta!123');
  await form.getByLabel('Conferma Password').fill('Segreta!123');
  // The firm's terms open apart, the form kept; a text the firm has not set is plain words.
  await expect(form.getByRole('link', { name: 'termini e condizioni' })).toHaveAttribute('href', E2E_TERMS_URL);
  await expect(form.getByRole('link', { name: 'termini e condizioni' })).toHaveAttribute('target', '_blank');
  await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveCount(0);
  await form.getByLabel('Accetto i termini e condizioni e la privacy policy').check();
  await form.getByRole('button', { name: 'Registrati' }).click();

  await expect(toast(page, 'Registrazione effettuata')).toBeVisible();
  await expect(page.getByText("Controlla la tua email per confermare l'account. Dopo la conferma, potrai accedere al sistema.")).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Accedi' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Accedi' }).getByLabel('Email')).toHaveValue(email);

  const link = await linkFromOutbox(email, '/verify-email', since);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByText('Email confermata')).toBeVisible();

  await signInThroughForm(page, { email, password: 'Segreta!123' });
  await expect(toast(page, 'Accesso effettuato')).toBeVisible();
  await expect(page.getByText('Benvenuto nel sistema!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Benvenuto, Mario Rossi!' })).toBeVisible();

  // Role user: the sidebar shows only what the policy lets them open.
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Doc Condivisi' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Scadenze' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Clienti' })).toHaveCount(0);
  // The admin panel is not theirs: its pages they may open are in their menu.
  await expect(nav.getByRole('link', { name: 'Novità Fiscali' })).toHaveAttribute('href', '/novita-fiscali');
  await nav.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the confirmation link sent again at a refused sign-in lands on the confirmation notice too', async ({ page }) => {
  const user = { email: uniqueEmail('rimandato'), password: 'Segreta!123', name: 'Marta Neri' };
  const since = Date.now() - 1000;
  expect((await authPost(page.request, 'sign-up/email', user)).status()).toBe(200);
  await linkFromOutbox(user.email, '/verify-email', since);

  const beforeSignIn = Date.now();
  await page.goto('/auth');
  await signInThroughForm(page, user);
  await expect(page.getByText('Email non confermata: controlla la tua casella, ti abbiamo inviato un nuovo link di conferma.')).toBeVisible();
  const resent = await linkFromOutbox(user.email, '/verify-email', beforeSignIn);

  await page.goto(resent);
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByText('Email confermata')).toBeVisible();
  await expect(page.getByText('Il tuo account è attivo: ora puoi accedere al sistema.')).toBeVisible();
  await signInThroughForm(page, user);
  await expect(page.getByRole('heading', { name: 'Benvenuto, Marta Neri!' })).toBeVisible();
});

test('password reset through the link in the e-mail', async ({ page }) => {
  const user = await createVerifiedUser(page.request);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Password dimenticata?' }).click();
  const card = page.getByRole('region', { name: 'Password dimenticata?' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Annulla' }).click();
  await expect(card).toBeHidden();

  await page.getByRole('button', { name: 'Password dimenticata?' }).click();
  const since = Date.now() - 1000;
  await card.getByLabel('Email').fill(user.email);
  await card.getByRole('button', { name: 'Invia link' }).click();
  await expect(toast(page, 'Email inviata')).toBeVisible();
  await expect(page.getByText('Controlla la tua email per reimpostare la password.')).toBeVisible();
  await expect(card).toBeHidden();

  const link = await linkFromOutbox(user.email, '/reset-password', since);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?.*token=/);
  const form = page.getByRole('form', { name: 'Nuova password' });
  await form.getByLabel('Nuova Password').fill('qwerty123');
  await form.getByLabel('Conferma Password').fill('qwerty123');
  await form.getByRole('button', { name: 'Salva nuova password' }).click();
  await expect(form.getByLabel('Nuova Password')).toHaveAccessibleDescription(/tra le più usate/);
  await form.getByLabel('Nuova Password').fill('Nuova!456');
  await form.getByLabel('Conferma Password').fill('Nuova!457');
  await form.getByRole('button', { name: 'Salva nuova password' }).click();
  await expect(form.getByText('Le password non coincidono')).toBeVisible();
  await form.getByLabel('Conferma Password').fill('Nuova!456');
  await form.getByRole('button', { name: 'Salva nuova password' }).click();
  await expect(toast(page, 'Successo')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughForm(page, { email: user.email, password: 'Nuova!456' });
  await expect(page.getByRole('heading', { name: `Benvenuto, ${user.name}!` })).toBeVisible();
});

test('sign-up shows each validation message under its field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrati' }).click();
  const form = page.getByRole('form', { name: 'Registrati' });
  const submit = form.getByRole('button', { name: 'Registrati' });
  await submit.click();
  await expect(form.getByText('Il nome è obbligatorio')).toBeVisible();
  await expect(form.getByText('Il cognome è obbligatorio')).toBeVisible();
  await expect(form.getByText("L'email è obbligatoria")).toBeVisible();
  await expect(form.getByText('La password deve essere di almeno 6 caratteri')).toBeVisible();
  await expect(form.getByText('Devi accettare i termini e condizioni')).toBeVisible();
  await expect(form.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Nome', { exact: true }).fill('Anna');
  await form.getByLabel('Cognome').fill('Bianchi');
  await form.getByLabel('Email').fill('non-una-email');
  await form.getByLabel('Password', { exact: true }).fill('Segreta!123');
  await form.getByLabel('Conferma Password').fill('Diversa!123');
  await form.getByLabel('Accetto i termini e condizioni e la privacy policy').check();
  await submit.click();
  await expect(form.getByText('Inserisci un indirizzo email valido')).toBeVisible();
  await expect(form.getByText('Il nome è obbligatorio')).toBeHidden();

  await form.getByLabel('Email').fill(uniqueEmail());
  await submit.click();
  await expect(form.getByText('Le password non coincidono')).toBeVisible();
});

test('sign-up refuses one of the most used passwords, with the message under the password field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrati' }).click();
  const form = page.getByRole('form', { name: 'Registrati' });
  await form.getByLabel('Nome', { exact: true }).fill('Anna');
  await form.getByLabel('Cognome').fill('Bianchi');
  await form.getByLabel('Email').fill(uniqueEmail());
  await form.getByLabel('Password', { exact: true }).fill('Password1');
  await form.getByLabel('Conferma Password').fill('Password1');
  await form.getByLabel('Accetto i termini e condizioni e la privacy policy').check();
  await form.getByRole('button', { name: 'Registrati' }).click();
  const password = form.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription("Questa password è tra le più usate e facili da indovinare: scegline un'altra.");
  await expect(form.getByTestId('auth-error')).toBeHidden();
});

test('a wrong password shows the server message inline', async ({ page }) => {
  await page.goto('/auth');
  await signInThroughForm(page, { email: E2E_OWNER.email, password: 'Sbagliata!1' });
  await expect(page.getByRole('form', { name: 'Accedi' }).getByRole('alert')).toHaveText('Email o password non validi');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a confirmation link that does not work shows the Italian reason', async ({ page }) => {
  await page.goto('/auth?error=INVALID_TOKEN');
  await expect(page.getByRole('alert')).toHaveText('Il link non è valido o è già stato usato. Richiedine uno nuovo.');
});

test('/auth is readable before its scripts run and acts once they have; a signed-in page needs no session call', async ({ browser, request }) => {
  // Without JavaScript: the page's HTML alone shows the form, its buttons waiting.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Bentornato' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Accedi' }).getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeDisabled();
  await context.close();

  // A signed-in page carries its person: no GET /api/me before the first screen.
  const signedIn = await browser.newPage();
  await signInViaApi(signedIn.request, E2E_OWNER);
  const sessionCalls: string[] = [];
  signedIn.on('request', (r) => void (new URL(r.url()).pathname === '/api/me' && sessionCalls.push(r.url())));
  await signedIn.goto('/');
  await expect(signedIn.getByRole('heading', { level: 1 })).toBeVisible();
  expect(sessionCalls).toEqual([]);
  await signedIn.close();

  // Other pages name the code they load, so it downloads alongside the entry.
  const clients = await (await request.get('/clienti')).text();
  expect(clients).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/ClientsPage-[\w-]+\.js">/);
  expect(clients).not.toContain('Bentornato');
});

test("a signed-in person's page arrives rendered for them, and their browser takes it over without an error", async ({ browser }) => {
  // Without JavaScript: the frame with their name, the menu of their role, the sidebar as
  // they left it, and the page with its figures still loading.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInViaApi(context.request, E2E_OWNER);
  await context.addCookies([{ name: 'sidebar:state', value: 'false', url: E2E_BASE_URL }]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Benvenuto, ${E2E_OWNER.name}!` })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Contabilità' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Clienti Totali: caricamento' })).toBeVisible();
  await context.close();

  // With JavaScript: the same page comes alive as it is (a mismatch would be logged), and acts.
  const live = await browser.newPage();
  const errors: string[] = [];
  collectPageErrors(live, errors);
  await signInViaApi(live.request, E2E_OWNER);
  await live.goto('/');
  await expect(live.getByRole('link', { name: /^Clienti Totali: \d/ })).toBeVisible();
  await live.getByTestId('sidebar-toggle').click();
  await expect(live.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  expect(errors).toEqual([]);
  await live.close();
});
