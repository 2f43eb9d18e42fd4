import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPageLive, openAs, signInViaApi, userWithRole } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { BOI_RULE_ID } from '@domain/compliance/rules';
import { createClient, incorporationFor } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';
import { searchFor } from './support/ui';

const RULE_ID = 'gb-confirmation-statement';
const RULE_NAME = 'Confirmation statement (CS01)';
const DISABLED = 'Regola disattivata: le scadenze vengono ricalcolate';
const ENABLED = 'Regola attivata: le scadenze vengono ricalcolate';
const BOI_NAME = 'BOI Report';

/**
 * Every other spec expects the confirmation statement on, its default: switched back on whatever
 * happens here. The BOI rule, off by default, is left on by the test that switches it: the specs
 * that show BOI deadlines switch it on themselves, and none needs it off.
 */
test.afterAll(async () => {
  const owner = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(owner, E2E_OWNER);
  const res = await owner.put(`/api/compliance-rules/${RULE_ID}`, { data: { enabled: true }, headers: { origin: E2E_BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
  await owner.dispose();
});

function ruleCard(page: Page, name = RULE_NAME) {
  return page.getByRole('article', { name, exact: true });
}

/** Flips a rule's switch on the page and waits for the server's answer and the toast. */
async function flip(page: Page, to: boolean, rule = { id: RULE_ID, name: RULE_NAME }) {
  const toggle = ruleCard(page, rule.name).getByRole('switch', { name: `Attiva per lo studio: ${rule.name}`, exact: true });
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/compliance-rules/${rule.id}`) && r.request().method() === 'PUT');
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(to ? ENABLED : DISABLED)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', String(to));
}

interface RuleState {
  id: string;
  note: string;
  enabled: boolean;
  enabledByDefault: boolean;
  openObligations: number;
}

/** A rule as the catalogue's API has it. */
async function ruleState(request: APIRequestContext, id: string): Promise<RuleState> {
  const body = (await (await request.get('/api/compliance-rules')).json()) as { rules: RuleState[] };
  return body.rules.find((r) => r.id === id)!;
}

/** The rule's open obligations as the catalogue counts them: 0 once the refresh job has run after a switch-off. */
async function openObligations(request: APIRequestContext, id = RULE_ID): Promise<number> {
  return (await ruleState(request, id)).openObligations;
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

test("the spec's BOI rule, off unless the firm chooses it, gives a US LLC its report once the proprietario switches it on", async ({ page }) => {
  const company = `E2E${Date.now().toString(36).toUpperCase()} Frontiera LLC`;
  const title = `${BOI_NAME} - ${company}`;
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/regole-adempimenti');
  const boi = await ruleState(page.request, BOI_RULE_ID);
  expect(boi.enabledByDefault).toBe(false);
  // Its note says why it is off.
  await expect(ruleCard(page, BOI_NAME).getByText(boi.note)).toBeVisible();

  // Off, whatever the specs before this one left (they switch it on for their BOI deadlines): its open obligations go.
  const off = await page.request.put(`/api/compliance-rules/${BOI_RULE_ID}`, { data: { enabled: false }, headers: { origin: E2E_BASE_URL } });
  expect(off.status(), await off.text()).toBe(200);
  await expect.poll(() => openObligations(page.request, BOI_RULE_ID)).toBe(0);

  // A US LLC incorporated 50 days ago owes no BOI report while the rule is off.
  await createClient(page.request, company, { incorporationDate: incorporationFor(10) });
  await page.goto('/scadenze');
  await expectPageLive(page);
  const found = await searchFor(page.getByRole('searchbox', { name: 'Cerca scadenze' }), company, { path: '/api/deadlines', param: 'q' });
  expect(((await found.json()) as { items: { ruleId: string }[] }).items.map((d) => d.ruleId)).not.toContain(BOI_RULE_ID);
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  await page.goto('/regole-adempimenti');
  await expectPageLive(page);
  await expect(ruleCard(page, BOI_NAME).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await flip(page, true, { id: BOI_RULE_ID, name: BOI_NAME });
  // The refresh job gives it its report, due 60 days after incorporation: in 10 days.
  await expect.poll(async () => ((await (await page.request.get('/api/deadlines', { params: { q: company } })).json()) as { items: { ruleId: string }[] }).items.map((d) => d.ruleId)).toContain(BOI_RULE_ID);

  await page.goto('/scadenze');
  await expectPageLive(page);
  await searchFor(page.getByRole('searchbox', { name: 'Cerca scadenze' }), company, { path: '/api/deadlines', param: 'q' });
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Scade tra 10 giorni')).toBeVisible();
  await expect(card.getByText('Sistema Automatico')).toBeVisible();
  await expect(card.getByText('75,00 USD')).toBeVisible();
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
