import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { openAs, userWithRole } from './support/auth';

test('the owner sees the full menu; Ctrl+B collapses the sidebar and remembers it', async ({ page }) => {
  await openAs(page, await userWithRole(page.request, 'proprietario'));
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  for (const label of ['Dashboard', 'Clienti', 'Smart Table', 'Paesi', 'Contratti', 'Doc Privati', 'Doc Condivisi', 'Scadenze', 'Contabilità', 'Spese', 'Entrate']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yIssues(page);

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('false');

  // Collapsed: icons only, each with its label as a tooltip.
  await nav.getByRole('link', { name: 'Clienti' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Clienti' })).toBeVisible();

  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('true');

  await nav.getByRole('link', { name: 'Clienti' }).click();
  await expect(page).toHaveURL(/\/clienti$/);
  await expect(nav.getByRole('link', { name: 'Clienti' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Profilo' }).click();
  await expect(page).toHaveURL(/\/profilo$/);
});

test('a user opening a staff page sees Accesso Negato; Utenti Login sends them home', async ({ page }) => {
  await openAs(page, await userWithRole(page.request, 'user'), '/clienti');
  await expect(page.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
  await expect(page.getByText('Non hai i permessi necessari per accedere a questa sezione.')).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/utenti-login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Benvenuto, / })).toBeVisible();
});

test('Memoria Arcadia is a page in preparation', async ({ page }) => {
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/memoria-arcadia');
  await expect(page.getByRole('heading', { name: 'Memoria Arcadia – in sviluppo' })).toBeVisible();
});

test('an unknown path shows the 404 page with a link home, signed in or not', async ({ page }) => {
  await page.goto('/qualunque/percorso');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar opens as an overlay and closes after choosing a page', async ({ page }) => {
    await openAs(page, await userWithRole(page.request, 'proprietario'));
    await expect(page.getByRole('heading', { name: /^Benvenuto, / })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toHaveCount(0);

    await page.getByTestId('sidebar-toggle').click();
    const overlay = page.getByRole('dialog', { name: 'Menu di navigazione' });
    await expect(overlay).toBeVisible();
    expect((await overlay.boundingBox())?.width).toBeCloseTo(288, 0);
    await overlay.getByRole('link', { name: 'Paesi' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/paesi$/);
    await expectNoSeriousA11yIssues(page);
  });
});

test('a page whose code fails to load shows the error screen, and another page clears it', async ({ page }) => {
  await openAs(page, await userWithRole(page.request, 'proprietario'));
  await page.route(/\/assets\/ClientsPage-[\w-]+\.js$/, (route) => route.abort());
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await nav.getByRole('link', { name: 'Clienti' }).click();
  await expect(page.getByRole('heading', { name: 'Si è verificato un errore' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ricarica la pagina' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: /^Benvenuto, / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Si è verificato un errore' })).toHaveCount(0);
});
