import { expect, test, type Page } from '@playwright/test';
import { ROLE_LABELS, sidebarPages } from '../domain/policy';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { createVerifiedUser, expectPageLive, openAs, signInViaApi, uniqueEmail } from './support/auth';
import { E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';
import { answerTo, chooseOption, searchFor } from './support/ui';

const STAFF_LIST = { path: '/api/staff', param: 'q' };
const LOGIN_USERS = { path: '/api/login-users', param: 'q' };

/** The staff table's rows (a wide screen). */
const staffRows = (page: Page) => page.getByRole('table', { name: 'Membri dello staff' }).locator('tbody tr');
/** The login-user table's rows (a wide screen). */
const loginUserRows = (page: Page) => page.getByRole('table', { name: 'Utenti Login' }).locator('tbody tr');

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
  await expect(staffRows(page)).toHaveCount(1);
  const row = staffRows(page).filter({ hasText: moderator.email });
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
  await expect(staffRows(theirPage).filter({ hasText: E2E_OWNER.email })).toBeVisible();
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
  await expect(staffRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Modifica ruolo di ${member.name}` }).click();
  await chooseOption(page.getByRole('combobox', { name: `Ruolo di ${member.name}` }), ROLE_LABELS.admin);
  await page.getByRole('button', { name: 'Salva ruolo' }).click();
  await expect(page.getByText('Successo')).toBeVisible();
  await expect(staffRows(page).filter({ hasText: member.email })).toContainText('Admin');

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
  await expect(staffRows(page)).toHaveCount(1);
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
  await expect(staffRows(page).filter({ hasText: member.email })).toHaveCount(0);
});

test('the staff list lives in the address: reload and Back restore it, a header sorts, a phone shows cards', async ({ page }) => {
  const t = Date.now().toString(36);
  // Created out of name order: the list's own order (role, then seniority) is not the names'.
  for (const name of ['Bruno', 'Carla', 'Anna']) await createStaffAccount('moderatore', `Elenco ${t} ${name}`);
  await openAs(page, E2E_OWNER, '/gestione-staff');
  await searchFor(page.getByRole('searchbox', { name: 'Cerca nello staff' }), `Elenco ${t}`, STAFF_LIST);
  const names = staffRows(page).locator('td:first-child');
  // The name cell begins with the avatar's initials.
  const named = (...who: string[]) => who.map((w) => new RegExp(`Elenco ${t} ${w}$`));
  await expect(names).toHaveText(named('Bruno', 'Carla', 'Anna'));

  // A header sorts: ascending, then descending.
  const name = page.getByRole('table', { name: 'Membri dello staff' }).getByRole('columnheader', { name: 'Nome' });
  const ascending = answerTo(page, '/api/staff', { sort: 'fullName', dir: 'asc' });
  await name.getByRole('button').click();
  await ascending;
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(named('Anna', 'Bruno', 'Carla'));
  const descending = answerTo(page, '/api/staff', { sort: 'fullName', dir: 'desc' });
  await name.getByRole('button').click();
  await descending;
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText(named('Carla', 'Bruno', 'Anna'));
  await expect(page).toHaveURL(/[?&]sort=fullName&dir=desc(&|$)/);

  // A reload shows the same view; Back the one before.
  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('searchbox', { name: 'Cerca nello staff' })).toHaveValue(`Elenco ${t}`);
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText(named('Carla', 'Bruno', 'Anna'));
  await page.goBack();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(named('Anna', 'Bruno', 'Carla'));
  await page.goBack();
  await expect(name).not.toHaveAttribute('aria-sort');
  await expect(names).toHaveText(named('Bruno', 'Carla', 'Anna'));

  // On a phone each member is a card with role, date and actions in reach; no table scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await expect(page.getByRole('table', { name: 'Membri dello staff' })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Membri dello staff' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const anna = cards.filter({ hasText: `Elenco ${t} Anna` });
  await expect(anna).toContainText('Moderatore');
  await expect(anna).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const remove = anna.getByRole('button', { name: `Elimina Elenco ${t} Anna` });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport({ ratio: 1 });
  await anna.getByRole('button', { name: `Modifica credenziali di Elenco ${t} Anna` }).click();
  await expect(page.getByRole('form', { name: `Credenziali di Elenco ${t} Anna` })).toBeInViewport();
});

test('Utenti Login: a list with total, reset e-mail, edit and bulk delete; phone layout', async ({ page }) => {
  test.slow(); // a full axe scan of the page on a busy machine
  const a = await createVerifiedUser(page.request, 'Ugo Login');
  await page.context().clearCookies();
  await openAs(page, E2E_OWNER, '/utenti-login');
  await expect(page.getByRole('heading', { name: 'Utenti Login' })).toBeVisible();
  await expect(page.getByTestId('login-users-total')).toContainText(/Totale: \d+ utent/);
  await searchFor(page.getByRole('searchbox', { name: 'Cerca utenti' }), a.email, LOGIN_USERS);
  await expect(loginUserRows(page)).toHaveCount(1);
  const row = loginUserRows(page).filter({ hasText: a.email });
  await expect(row).toContainText('Ugo Login');
  await expectNoSeriousA11yIssues(page);

  await row.getByRole('button', { name: 'Reset Password di Ugo Login' }).click();
  await expect(page.getByText(`Email di reset della password inviata a ${a.email}`)).toBeVisible();

  await row.getByRole('button', { name: 'Modifica Ugo Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica Utente' });
  await dialog.getByLabel('Nome Completo').fill('Ugo Rinominato');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(loginUserRows(page).filter({ hasText: a.email })).toContainText('Ugo Rinominato');

  await loginUserRows(page).filter({ hasText: a.email }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Elimina selezionati (1)' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByTestId('deletion-impact')).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('1 utente eliminato')).toBeVisible();
  await expect(loginUserRows(page).filter({ hasText: a.email })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('searchbox', { name: 'Cerca utenti' }).fill('');
  // The whole list again (or its own empty message), not the search's.
  await expect(page.getByText('Nessun utente corrisponde alla ricerca')).toBeHidden();
  await expectNoHorizontalScroll(page);
  // Each account a card, its actions in reach.
  const card = page.getByRole('list', { name: 'Utenti Login' }).getByRole('listitem').first();
  const edit = card.getByRole('button', { name: /^Modifica / });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport({ ratio: 1 });
});

test('the login-user list lives in the address: reload and Back restore it, a header sorts', async ({ page }) => {
  const t = Date.now().toString(36);
  for (const name of ['Bea', 'Ada']) await createVerifiedUser(page.request, `Registro ${t} ${name}`);
  await page.context().clearCookies();
  await openAs(page, E2E_OWNER, '/utenti-login');
  await searchFor(page.getByRole('searchbox', { name: 'Cerca utenti' }), `Registro ${t}`, LOGIN_USERS);
  // Newest first; the first column is the selection's.
  const names = loginUserRows(page).locator('td:nth-child(2)');
  // The name cell begins with the avatar's initials.
  const named = (...who: string[]) => who.map((w) => new RegExp(`Registro ${t} ${w}$`));
  await expect(names).toHaveText(named('Ada', 'Bea'));

  const registered = page.getByRole('table', { name: 'Utenti Login' }).getByRole('columnheader', { name: 'Registrato il' });
  const ascending = answerTo(page, '/api/login-users', { sort: 'createdAt', dir: 'asc' });
  await registered.getByRole('button').click();
  await ascending;
  await expect(registered).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(named('Bea', 'Ada'));

  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('searchbox', { name: 'Cerca utenti' })).toHaveValue(`Registro ${t}`);
  await expect(registered).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(named('Bea', 'Ada'));
  await page.goBack();
  await expect(registered).not.toHaveAttribute('aria-sort');
  await expect(names).toHaveText(named('Ada', 'Bea'));
  await expect(page.getByText('1–2 di 2 utenti')).toBeVisible();
});
