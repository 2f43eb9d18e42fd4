import { expect, test } from '@playwright/test';
import { ROLE_LABELS, sidebarPages } from '../domain/policy';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { createVerifiedUser, openAs, signInViaApi, uniqueEmail } from './support/auth';
import { E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';
import { chooseOption, searchFor } from './support/ui';

const STAFF_LIST = { path: '/api/staff', param: 'search' };
const LOGIN_USERS = { path: '/api/login-users', param: 'search' };

test('a proprietario creates a moderatore, who signs in to the menu of their role and Accesso Negato elsewhere', async ({ page, browser }) => {
  test.slow(); // a full axe scan of the page on a busy machine
  await openAs(page, E2E_OWNER, '/gestione-staff');
  // The first page of a fresh server can be slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Gestione Staff' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yIssues(page);

  const form = page.getByRole('form', { name: 'Crea Nuovo Membro Staff' });
  // Bad input: the spec's Italian messages, nothing created.
  await form.getByRole('button', { name: 'Crea Staff' }).click();
  await expect(form.getByText('Il nome completo è obbligatorio')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('123');
  await form.getByRole('button', { name: 'Crea Staff' }).click();
  await expect(form.getByText('La password deve essere di almeno 6 caratteri')).toBeVisible();

  const moderator = { name: 'Marta Moderatrice', email: uniqueEmail('moderatrice'), password: 'Moderatrice!1' };
  await form.getByLabel('Nome Completo').fill(moderator.name);
  await form.getByLabel('Email', { exact: true }).fill(moderator.email);
  await form.getByLabel('Password', { exact: true }).fill(moderator.password);
  await expect(form.getByRole('combobox')).toHaveText('Moderatore');
  await form.getByRole('button', { name: 'Crea Staff' }).click();
  await expect(page.getByText('Successo')).toBeVisible();

  // The list refreshes with the new member, role Moderatore; the search finds only them.
  await searchFor(page.getByRole('searchbox', { name: 'Cerca nello staff' }), moderator.email, STAFF_LIST);
  await expect(page.getByTestId('staff-row')).toHaveCount(1);
  const row = page.getByTestId('staff-row').filter({ hasText: moderator.email });
  await expect(row).toContainText(moderator.name);
  await expect(row).toContainText('Moderatore');

  // The moderatore signs in (own browser context) and sees the menu of their role.
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await openAs(theirPage, moderator, '/');
  const nav = theirPage.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  const labels = await nav.getByRole('link').allInnerTexts();
  expect(labels.map((l) => l.trim())).toEqual(sidebarPages('moderatore').map((p) => p.label));

  // Read-only staff list: no create form, no actions.
  await theirPage.goto('/gestione-staff');
  await expect(theirPage.getByRole('heading', { name: 'Gestione Staff' })).toBeVisible();
  // The rows first: before they come, there are no buttons to find anyway.
  await expect(theirPage.getByTestId('staff-row').first()).toBeVisible();
  await expect(theirPage.getByRole('form', { name: 'Crea Nuovo Membro Staff' })).toHaveCount(0);
  await expect(theirPage.getByRole('button', { name: /^Elimina / })).toHaveCount(0);

  for (const path of ['/contabilita-interna', '/spese', '/analytics']) {
    await theirPage.goto(path);
    await expect(theirPage.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
  }
  await theirs.close();
});

test('a role change takes effect on the next request', async ({ page, browser }) => {
  const member = await createStaffAccount('moderatore', 'Rocco Ruolo');
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await openAs(theirPage, member, '/');
  const nav = theirPage.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contabilità' })).toHaveCount(0);

  await openAs(page, E2E_OWNER, '/gestione-staff');
  // The row is clicked once the list shows the search's result, not while it is redrawn.
  await searchFor(page.getByRole('searchbox', { name: 'Cerca nello staff' }), member.email, STAFF_LIST);
  await expect(page.getByTestId('staff-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Modifica ruolo di ${member.name}` }).click();
  await chooseOption(page.getByRole('combobox', { name: `Ruolo di ${member.name}` }), ROLE_LABELS.admin);
  await page.getByRole('button', { name: 'Salva ruolo' }).click();
  await expect(page.getByText('Successo')).toBeVisible();
  await expect(page.getByTestId('staff-row').filter({ hasText: member.email })).toContainText('Admin');

  // Their old session is over: the very next request is refused, and signing in again gives the new role.
  expect((await theirPage.request.get('/api/me')).status()).toBe(401);
  await theirPage.goto('/');
  await expect(theirPage).toHaveURL(/\/auth/);
  await signInViaApi(theirPage.request, member);
  await theirPage.goto('/');
  await expect(theirPage.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Contabilità' })).toBeVisible();
  await theirs.close();
});

test('credentials edit offers save only after a change; deletion says what goes', async ({ page }) => {
  const member = await createStaffAccount('admin', 'Carlo Credenziali');
  await openAs(page, E2E_OWNER, '/gestione-staff');
  await searchFor(page.getByRole('searchbox', { name: 'Cerca nello staff' }), member.email, STAFF_LIST);
  await expect(page.getByTestId('staff-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Modifica credenziali di ${member.name}` }).click();
  const credentials = page.getByRole('form', { name: `Credenziali di ${member.name}` });
  await expect(credentials.getByRole('button', { name: 'Salva' })).toHaveCount(0);
  await credentials.getByLabel('Nuova password').fill('NuovaPass!1');
  await credentials.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Successo')).toBeVisible();
  await expect(credentials).toHaveCount(0);

  await page.getByRole('button', { name: `Elimina ${member.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('deletion-impact')).toContainText('Account di accesso, profilo e sessioni aperte');
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByTestId('staff-row').filter({ hasText: member.email })).toHaveCount(0);
});

test('Utenti Login: cards with total, reset e-mail, edit and bulk delete; phone layout', async ({ page }) => {
  test.slow(); // a full axe scan of the page on a busy machine
  const a = await createVerifiedUser(page.request, 'Ugo Login');
  await page.context().clearCookies();
  await openAs(page, E2E_OWNER, '/utenti-login');
  await expect(page.getByRole('heading', { name: 'Utenti Login' })).toBeVisible();
  await expect(page.getByTestId('login-users-total')).toContainText(/Totale: \d+ utent/);
  await searchFor(page.getByRole('searchbox', { name: 'Cerca utenti' }), a.email, LOGIN_USERS);
  await expect(page.getByTestId('login-user-card')).toHaveCount(1);
  const card = page.getByTestId('login-user-card').filter({ hasText: a.email });
  await expect(card).toContainText('Ugo Login');
  await expectNoSeriousA11yIssues(page);

  await card.getByRole('button', { name: 'Reset Password di Ugo Login' }).click();
  await expect(page.getByText(`Email di reset della password inviata a ${a.email}`)).toBeVisible();

  await card.getByRole('button', { name: 'Modifica Ugo Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica Utente' });
  await dialog.getByLabel('Nome Completo').fill('Ugo Rinominato');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByTestId('login-user-card').filter({ hasText: a.email })).toContainText('Ugo Rinominato');

  await page.getByTestId('login-user-card').filter({ hasText: a.email }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Elimina selezionati (1)' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByTestId('deletion-impact')).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('1 utente eliminato')).toBeVisible();
  await expect(page.getByTestId('login-user-card').filter({ hasText: a.email })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('searchbox', { name: 'Cerca utenti' }).fill('');
  // The whole list again (or its own empty message), not the search's.
  await expect(page.getByText('Nessun utente corrisponde alla ricerca')).toBeHidden();
  await expectNoHorizontalScroll(page);
});
