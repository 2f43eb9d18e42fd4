import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPageLive, openAs, signInViaApi, userWithRole } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { createClient } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';
import { searchFor } from './support/ui';

const RULE_ID = 'gb-confirmation-statement';
const RULE_NAME = 'Confirmation statement (CS01)';
const DISABLED = 'Regola disattivata: le scadenze vengono ricalcolate';
const ENABLED = 'Regola attivata: le scadenze vengono ricalcolate';

/** Every other spec expects the catalogue's defaults: the rule is switched back on whatever happens here. */
test.afterAll(async () => {
  const owner = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(owner, E2E_OWNER);
  const res = await owner.put(`/api/compliance-rules/${RULE_ID}`, { data: { enabled: true }, headers: { origin: E2E_BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
  await owner.dispose();
});

function ruleCard(page: Page) {
  return page.getByRole('article', { name: RULE_NAME });
}

/** Flips the rule's switch on the page and waits for the server's answer and the toast. */
async function flip(page: Page, to: boolean) {
  const toggle = ruleCard(page).getByRole('switch', { name: `Attiva per lo studio: ${RULE_NAME}` });
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/compliance-rules/${RULE_ID}`) && r.request().method() === 'PUT');
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(to ? ENABLED : DISABLED)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', String(to));
}

/** The rule's open obligations as the catalogue counts them: 0 once the refresh job has run after a switch-off. */
async function openObligations(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/api/compliance-rules')).json()) as { rules: { id: string; openObligations: number }[] };
  return body.rules.find((r) => r.id === RULE_ID)!.openObligations;
}

test('the proprietario reads the catalogue by jurisdiction and switches a rule off and back on', async ({ page }) => {
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/regole-adempimenti');
  await expect(page.getByRole('heading', { name: 'Regole Adempimenti', level: 1 })).toBeVisible();
  for (const country of ['Regno Unito', 'Hong Kong', 'Malta', 'Cipro', 'Estonia', 'Stati Uniti', 'Emirati Arabi Uniti', 'Portogallo', 'Romania', 'Irlanda', 'Bulgaria']) {
    await expect(page.getByRole('region', { name: new RegExp(`^${country}`) })).toBeVisible();
  }

  const card = ruleCard(page);
  await expect(card.getByText('13 giorni dopo ogni anniversario della costituzione')).toBeVisible();
  await expect(card.getByText('Companies House', { exact: true })).toBeVisible();
  await expect(card.getByText('50,00 £')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bilancio annuale a Companies House' }).getByText('Nessun costo', { exact: true })).toBeVisible();
  await expect(card.getByText('Dal 30/06/2016')).toBeVisible();
  await expect(card.getByText(/^Verificato sul testo di gov\.uk/)).toBeVisible();
  await expect(card.getByText('Fonte ufficiale', { exact: true })).toBeVisible();
  await expect(card.getByText('Verificata il 26/11/2026')).toBeVisible();
  await expect(card.getByText('Non indicata dalle fonti')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bilancio annuale a Companies House' }).getByText(/^Sanzione: da £150 a £1\.500/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Delaware LLC Annual Tax' }).getByText('Fonte secondaria', { exact: true })).toBeVisible();
  const source = card.getByRole('link', { name: /Pagina dell’autorità/ });
  await expect(source).toHaveAttribute('href', 'https://www.gov.uk/guidance/confirmation-statement-guidance');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('article', { name: 'Tassa annuale (annual levy)' }).getByText('Non più in vigore')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await flip(page, false);
  await page.reload();
  await expectPageLive(page);
  await expect(ruleCard(page).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await flip(page, true);
});

test('a UK company’s confirmation statement leaves /scadenze when its rule is switched off', async ({ page }) => {
  const company = `E2E${Date.now().toString(36).toUpperCase()} Regole Ltd`;
  // Incorporated a year before a day 10 days away: the statement falls due 13 days after that anniversary.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const anniversary = new Date(`${today}T00:00:00Z`);
  anniversary.setUTCDate(anniversary.getUTCDate() + 10);
  anniversary.setUTCFullYear(anniversary.getUTCFullYear() - 1);
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/scadenze');
  await createClient(page.request, company, { countryCode: 'GB', entityType: 'ltd', incorporationDate: anniversary.toISOString().slice(0, 10) });

  const obligation = page.getByRole('article', { name: `${RULE_NAME} - ${company}` });
  await page.reload();
  await expectPageLive(page);
  await searchFor(page.getByRole('searchbox', { name: 'Cerca scadenze' }), company, { path: '/api/deadlines', param: 'q' });
  await expect(obligation).toBeVisible();

  await page.goto('/regole-adempimenti');
  await expectPageLive(page);
  await flip(page, false);
  // The refresh job removes the rule's open obligations from every client.
  await expect.poll(() => openObligations(page.request), { timeout: 30_000 }).toBe(0);

  await page.goto('/scadenze');
  await expectPageLive(page);
  await searchFor(page.getByRole('searchbox', { name: 'Cerca scadenze' }), company, { path: '/api/deadlines', param: 'q' });
  await expect(obligation).toHaveCount(0);

  await page.goto('/regole-adempimenti');
  await expectPageLive(page);
  await flip(page, true);
  await expect.poll(() => openObligations(page.request), { timeout: 30_000 }).toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the catalogue reads without sideways scrolling', async ({ page }) => {
    await openAs(page, await userWithRole(page.request, 'proprietario'), '/regole-adempimenti');
    await expect(ruleCard(page).getByRole('switch')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('a moderatore does not get the page nor the catalogue', async ({ page }) => {
    await openAs(page, await createStaffAccount('moderatore', 'Mauro Senzaregole'), '/regole-adempimenti');
    await expect(page.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
    expect((await page.request.get('/api/compliance-rules')).status()).toBe(403);
    const res = await page.request.put(`/api/compliance-rules/${RULE_ID}`, { data: { enabled: false }, headers: { origin: E2E_BASE_URL } });
    expect(res.status()).toBe(403);
  });
});
