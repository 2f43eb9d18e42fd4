import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../server/seed/factories/pdf';
import { expectPageLive, openAs, userWithRole } from './support/auth';
import { E2E_BASE_URL } from './support/env';
import { searchFor } from './support/ui';

// Markup typed into any field is stored as it was typed and shown as text: it never becomes an element.
const MARKUP = '<img src=x onerror="window.__injected=1">';

async function expectShownAsText(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
}

test('markup stored in a client, a full name, a document title and the activity log renders inert', async ({ page }) => {
  test.setTimeout(90_000);
  page.on('dialog', (dialog) => {
    throw new Error(`Finestra inattesa: ${dialog.message()}`);
  });
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');

  const tag = Math.random().toString(36).slice(2, 7);
  const companyName = `${MARKUP} Società ${tag}`;
  const fullName = `${MARKUP} Persona ${tag}`;
  const documentTitle = `${MARKUP} Documento ${tag}`;
  const created = await page.request.post('/api/clients', {
    headers: { origin: E2E_BASE_URL },
    data: { companyName, fullName, email: `markup.${tag}@e2e.test`, password: 'segreta1', countryCode: 'MT' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as { id: string };
  const uploaded = await page.request.post('/api/documents', {
    headers: { origin: E2E_BASE_URL },
    multipart: {
      clientId: client.id,
      title: documentTitle,
      accessLevel: 'shared',
      category: 'Altri',
      file: { name: 'markup.pdf', mimeType: 'application/pdf', buffer: makePdf([['Contenuto']]) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  // Each search is awaited: the names may be on screen before it, and a click during the redraw can be lost.
  await page.goto('/clienti');
  await expectPageLive(page);
  await searchFor(page.getByRole('searchbox', { name: 'Cerca clienti' }), `Società ${tag}`, { path: '/api/clients', param: 'q' });
  await expect(page.getByRole('main').locator('div[aria-busy="true"]')).toHaveCount(0);
  await expectShownAsText(page, companyName);
  await expectShownAsText(page, fullName);

  await page.goto('/documenti-condivisi');
  await expectPageLive(page);
  const clients = page.getByRole('list', { name: 'Elenco clienti' });
  await searchFor(page.getByRole('searchbox', { name: 'Cerca clienti' }), `Società ${tag}`, { path: '/api/documents/shared/clients', param: 'q' });
  await expect(clients).toHaveAttribute('aria-busy', 'false');
  await clients.getByRole('button', { name: new RegExp(`Società ${tag}`) }).click();
  await expectShownAsText(page, documentTitle);

  // The activity entries of the creation and the upload carry the names in their details.
  await page.goto('/attivita-recenti');
  await expectShownAsText(page, `Documento ${tag}`);
  await expectShownAsText(page, `Società ${tag}`);

  // The client's login carries the full name.
  await page.goto('/utenti-login');
  await expectPageLive(page);
  await searchFor(page.getByRole('searchbox', { name: 'Cerca utenti' }), `Persona ${tag}`, { path: '/api/login-users', param: 'q' });
  await expect(page.getByRole('table', { name: 'Utenti Login' }).locator('tbody tr')).toHaveCount(1);
  await expectShownAsText(page, fullName);
});
