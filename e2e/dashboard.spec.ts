import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedUser, openAs, signInViaApi, userWithRole } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { E2E_BASE_URL } from './support/env';
import { createStaffAccount } from './support/staff';
import { searchFor } from './support/ui';

const tag = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const send = (request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown) =>
  request[method](url, { data, headers: { origin: E2E_BASE_URL } });

/** A confirmed role-user account whose profile is complete (address and one company), made through the API. */
async function userWithCompleteProfile(request: APIRequestContext, name: string, company: string) {
  const user = await createVerifiedUser(request, name);
  await signInViaApi(request, user);
  expect((await send(request, 'put', '/api/profile', { fullName: name, address: 'Via dei Mille 12, Palermo', timezone: 'Europe/Rome' })).status()).toBe(200);
  expect((await send(request, 'post', '/api/profile/companies', { companyName: company, countryCode: 'CY' })).status()).toBe(201);
  return user;
}

test('a moderatore approves a user who completed the profile, and links another to an existing company', async ({ page, browser }) => {
  const t = tag();
  const otherContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  await userWithCompleteProfile(otherContext.request, `Teresa Approvata ${t}`, `Approvanda ${t} Ltd`);
  await userWithCompleteProfile(otherContext.request, `Carlo Collegato ${t}`, `Provvisoria ${t} Ltd`);
  await otherContext.close();

  // An existing company of the Client list, made by the owner.
  const owner = await browser.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(owner.request, await userWithRole(owner.request, 'proprietario'));
  const created = await send(owner.request, 'post', '/api/clients', {
    companyName: `Esistente ${t} Holding Ltd`, fullName: 'Paolo Rossi', email: `esistente.${t.toLowerCase()}@e2e.test`, password: 'segreta1', countryCode: 'MT',
  });
  expect(created.status(), await created.text()).toBe(201);
  await owner.close();

  await openAs(page, await createStaffAccount('moderatore', `Moderatore ${t}`), '/');
  const panel = page.locator('[data-slot=card]', { has: page.getByText('Approva Cliente', { exact: true }) });
  await expect(panel).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Approva.
  const entry = panel.getByRole('listitem').filter({ hasText: `Approvanda ${t} Ltd` });
  await expect(entry.getByText(`Cipro · Teresa Approvata ${t}`)).toBeVisible();
  await expect(entry.getByText('Via dei Mille 12, Palermo')).toBeVisible();
  await entry.getByRole('button', { name: `Approva Teresa Approvata ${t}` }).click();
  await expect(page.getByText(`Cliente "Approvanda ${t} Ltd" approvato`)).toBeVisible();
  await expect(entry).toHaveCount(0);

  // Collega società.
  const other = panel.getByRole('listitem').filter({ hasText: `Provvisoria ${t} Ltd` });
  await other.getByRole('button', { name: `Collega società per Carlo Collegato ${t}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Collega a una società' });
  // The company may be listed before the search: picked only once the list shows the search's result.
  await searchFor(dialog.getByLabel('Cerca società'), `Esistente ${t}`, { path: '/api/dashboard/companies', param: 'search' });
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await dialog.getByRole('option', { name: new RegExp(`Esistente ${t} Holding Ltd`) }).click();
  await expect(dialog.getByRole('option', { name: new RegExp(`Esistente ${t} Holding Ltd`) })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'Collega' }).click();
  await expect(page.getByText('Società collegata con successo')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('listitem').filter({ hasText: `Esistente ${t} Holding Ltd` }).getByText(`Malta · Carlo Collegato ${t}`)).toBeVisible();

  // Both actions are in the recent activity, newest first.
  const activity = page.locator('[data-slot=card]', { has: page.getByText('Attività Recenti', { exact: true }) });
  await expect(activity.getByText('Link Pending-Company')).toBeVisible();
  await expect(activity.getByText('Approvazione Cliente')).toBeVisible();

  // The TEAM panel lists the owner first, highlighted, and the new moderatore.
  const team = page.getByRole('list', { name: 'Membri del team' });
  await expect(team.getByRole('listitem').first()).toContainText('Titolare');
  await expect(team.getByText(`Moderatore ${t}`)).toBeVisible();

  // Staff see every card, the admin-panel card included.
  for (const label of ['Clienti Totali', 'Paesi con clienti', 'Scadenze Imminenti', 'Admin Panel']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label}:`) })).toBeVisible();
  }
});

test('at 1024 px with the sidebar open every card shows its whole label', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  const cards = page.getByRole('region', { name: 'Riepilogo' }).getByRole('group');
  await expect(cards).toHaveCount(5);
  for (const card of await cards.all()) {
    const label = card.locator('p').first();
    const cut = await label.evaluate((p) => p.scrollWidth > p.clientWidth);
    expect(cut, `${await label.textContent()} tagliato`).toBe(false);
  }
});

test('a pending user whose profile became incomplete waits: no Approva, only In attesa', async ({ page, browser }) => {
  const t = tag();
  const person = await browser.newContext({ baseURL: E2E_BASE_URL });
  await userWithCompleteProfile(person.request, `Ugo Attesa ${t}`, `Attesa ${t} Srl`);
  const me = (await (await person.request.get('/api/me')).json()) as { id: string };

  // Linked by the owner to an existing company: the user's Client now exists, pending.
  const owner = await browser.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(owner.request, await userWithRole(owner.request, 'proprietario'));
  const created = await send(owner.request, 'post', '/api/clients', {
    companyName: `Destinazione ${t} Srl`, fullName: 'Paolo Rossi', email: `destinazione.${t.toLowerCase()}@e2e.test`, password: 'segreta1', countryCode: 'RO',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: clientId } = (await created.json()) as { id: string };
  expect((await send(owner.request, 'post', `/api/dashboard/pending/${me.id}/link`, { clientId })).status()).toBe(200);
  await owner.close();

  // Then the user removes their only company: the profile is no longer complete.
  const profile = (await (await person.request.get('/api/profile')).json()) as { companies: { id: string }[] };
  expect((await person.request.delete(`/api/profile/companies/${profile.companies[0]!.id}`, { headers: { origin: E2E_BASE_URL } })).status()).toBe(200);
  await person.close();

  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  const entry = page.getByRole('listitem').filter({ hasText: `Destinazione ${t} Srl` });
  await expect(entry.getByText('In attesa')).toBeVisible();
  await expect(entry.getByText(`Romania · Ugo Attesa ${t}`)).toBeVisible();
  await expect(entry.getByRole('button', { name: /^Approva/ })).toHaveCount(0);
  await expect(entry.getByRole('button', { name: /^Rifiuta/ })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits the screen; a pending client\'s Approva and Rifiuta stay side by side', async ({ page, browser }) => {
    const t = tag();
    const other = await browser.newContext({ baseURL: E2E_BASE_URL });
    await userWithCompleteProfile(other.request, `Sara Telefono ${t}`, `Telefonica ${t} Ltd`);
    await other.close();
    await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
    await expect(page.getByText('TEAM', { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    const entry = page.getByRole('listitem').filter({ hasText: `Telefonica ${t} Ltd` });
    const approve = (await entry.getByRole('button', { name: `Approva Sara Telefono ${t}` }).boundingBox())!;
    const reject = (await entry.getByRole('button', { name: `Rifiuta Sara Telefono ${t}` }).boundingBox())!;
    expect(reject.y).toBe(approve.y);
  });
});
