import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, todayIso } from '@domain/periods';
import { PAGES, canOpen, type Page as AppPage } from '@domain/policy';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { collectPageErrors, openAs, type TestUser } from './support/auth';
import { addLedgerRow, createBankApplication, createClient, deleteContract, incorporationFor, setBankApplicationStatus, switchBoiRuleOn, uploadContract, uploadDocument } from './support/data';
import { E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';
import { expectLayoutForWidth } from './support/ui';

/**
 * Every page of the app (PAGES in domain/policy.ts, plus /auth, the 404 page and
 * 'Accesso Negato'), at desktop and phone width, with data on screen: axe finds
 * no serious or critical violation. One sign-in per role; each role keeps its page.
 * Each page is opened by the proprietario when he may open it, otherwise by a role
 * user; the role user's own version of a few shared pages is checked as well.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'telefono', width: 390, height: 844 },
] as const;

/** Who opens the pages: the proprietario, a role user (a client's login) and someone signed out. */
type Viewer = 'proprietario' | 'user';
const VIEWERS: Viewer[] = ['proprietario', 'user'];

/** Pages a role user sees in a version of their own (own data, no staff actions, the profile card). */
const ROLE_USER_VIEWS = ['/', '/documenti-condivisi', '/scadenze', '/applicazioni-bancarie', '/profilo'];

const T = `A11y${Date.now().toString(36).toUpperCase()}`;
const data = {
  lateCompany: `${T} Ritardo LLC`,
  soonCompany: `${T} Presto LLC`,
  privateDoc: `Nota interna ${T}`,
  sharedDoc: `Statuto ${T}`,
  contract: `Mandato ${T}`,
  firmExpense: `Affitto ufficio ${T}`,
  firmIncome: `Parcella ${T}`,
  staffName: `Nadia Moderatrice ${T}`,
  clientId: '',
  contractId: '',
};

let client: TestUser;
const pages: Partial<Record<Viewer | 'guest', Page>> = {};
/** What the signed-in pages log as errors (a hydration mismatch among them). */
const errors: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  // Reduced motion: overlays and cards appear at once, so axe never sees them half faded in.
  const newPage = async () => (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  const [owner, user, guest] = await Promise.all([newPage(), newPage(), newPage()]);
  pages.guest = guest;
  for (const page of [owner, user]) collectPageErrors(page, errors);

  // As the proprietario: clients with BOI deadlines (one overdue, one close), their
  // documents, a contract, a staff member and the firm's ledger. The BOI rule is off by
  // default: switched on before the clients are made.
  await openAs(owner, E2E_OWNER, '/');
  pages.proprietario = owner;
  await switchBoiRuleOn(owner.request);
  const today = todayIso();
  const late = await createClient(owner.request, data.lateCompany, { fullName: `Giulia Verdi ${T}`, incorporationDate: incorporationFor(-3) });
  await createClient(owner.request, data.soonCompany, { countryCode: 'US', incorporationDate: incorporationFor(5) });
  data.clientId = late.id;
  client = late.login;
  const [contract] = await Promise.all([
    uploadContract(owner.request, { title: data.contract, description: 'Incarico per la costituzione' }),
    uploadDocument(owner.request, { clientId: late.id, title: data.privateDoc, accessLevel: 'private', text: 'Riservato' }),
    uploadDocument(owner.request, { clientId: late.id, title: data.sharedDoc, accessLevel: 'shared', text: 'Statuto della società' }),
    createStaffAccount('moderatore', data.staffName, owner.request),
    addLedgerRow(owner.request, 'expenses', { amount: '1200.00', description: data.firmExpense, date: today, bankAccount: 'Wise' }),
    addLedgerRow(owner.request, 'income', { amount: '3500.50', description: data.firmIncome, date: addDays(today, -3), bankAccount: 'Revolut', sender: 'Aurora LLC' }),
  ]);
  data.contractId = contract.id;

  // As the client's login (role user): bank applications, then moved by the proprietario to every status.
  await openAs(user, client, '/');
  pages.user = user;
  const apps = [];
  for (const bankName of ['HSBC', 'Standard Chartered', 'Barclays', 'UBS']) {
    apps.push(await createBankApplication(user.request, { bankName, accountType: 'Conto Multi-Valuta', businessType: 'Holding Company', annualTurnover: '1250000', description: `Conto ${bankName}` }));
  }
  const [, inReview, approved, rejected] = apps;
  for (const app of [inReview!, approved!, rejected!]) await setBankApplicationStatus(owner.request, app.id, 'in_review');
  await setBankApplicationStatus(owner.request, approved!.id, 'approved');
  await setBankApplicationStatus(owner.request, rejected!.id, 'rejected');
});

test.afterAll(async () => {
  // Other journeys expect the contracts page as a fresh server has it: empty.
  if (data.contractId) await deleteContract(pages.proprietario!.request, data.contractId);
  await Promise.all(Object.values(pages).map((p) => p?.context().close()));
});

/**
 * The address to open: each parameter of the path gets a real id made in beforeAll
 * (a page with a parameter not listed here fails until one is added); the staff's
 * documents pages get the client with documents.
 */
function addressOf(page: AppPage, viewer: Viewer): string {
  const ids: Record<string, string> = { clientId: data.clientId };
  const path = page.path.replace(/:(\w+)/g, (_, name: string) => {
    if (!ids[name]) throw new Error(`Nessun id di prova per :${name} in ${page.path}: crealo nel beforeAll`);
    return ids[name];
  });
  if (path.startsWith('/documenti-') && viewer === 'proprietario') return `${path}?cliente=${data.clientId}`;
  return path;
}

/** What must be on screen before axe runs, beyond the h1: the data made in beforeAll. */
function contentOf(page: Page, path: string, viewer: Viewer): Locator[] {
  const text = (t: string) => page.getByText(t, { exact: true }).first();
  const staff = viewer === 'proprietario';
  switch (path) {
    case '/':
      return staff ? [page.getByRole('link', { name: /^Clienti Totali:/ })] : [page.getByLabel('Completamento profilo')];
    case '/clienti':
      return [text(data.lateCompany), text(data.soonCompany)];
    case '/paesi':
      return [page.getByRole('article', { name: /Stati Uniti/ })];
    case '/contratti':
      return [text(data.contract)];
    case '/documenti-privati':
      return [text(data.privateDoc)];
    case '/documenti-condivisi':
      return [text(data.sharedDoc)];
    case '/scadenze':
      return [page.getByRole('article', { name: `BOI Report - ${data.lateCompany}` })];
    case '/contabilita-interna':
      return [page.getByRole('group', { name: 'Saldo Aziendale Totale' }), page.getByRole('group', { name: 'Conto Wise' })];
    case '/spese':
      return [text(data.firmExpense)];
    case '/entrate':
      return [text(data.firmIncome)];
    case '/applicazioni-bancarie':
      return ['HSBC', 'Standard Chartered', 'Barclays', 'UBS'].map(text);
    case '/attivita-recenti':
      // A table where there is room, cards on a phone.
      return [page.getByRole('table', { name: 'Attività' }).or(page.getByRole('list', { name: 'Attività' })).first()];
    case '/gestione-staff':
      return [text(data.staffName)];
    case '/utenti-login':
      return [text(`Giulia Verdi ${T}`)];
    default:
      return [];
  }
}

/** The page is drawn: its h1 and data are visible and nothing is loading. */
async function expectReady(page: Page, content: Locator[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  for (const locator of content) await expect(locator).toBeVisible();
  await expect(page.getByRole('status', { name: 'Caricamento' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Runs axe at each width; `ready` waits for what must be on screen (layouts change with the width),
 * once the app has switched to the width's layout: until then the old one is still on screen, ready
 * as it was, and a switch can start loading again (the clients list asks for a page of its size).
 */
async function checkAtEveryWidth(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const { name, width, height } of WIDTHS) {
    await test.step(`${name} ${width}x${height}`, async () => {
      await page.setViewportSize({ width, height });
      await expectLayoutForWidth(page);
      await ready();
      await expectNoSeriousA11yIssues(page);
    });
  }
}

for (const appPage of PAGES) {
  const viewer = VIEWERS.find((v) => canOpen(v, appPage.path));
  test(`${appPage.label} (${appPage.path})`, async () => {
    expect(viewer, `nessun ruolo di prova può aprire ${appPage.path}`).toBeDefined();
    await checkPage(appPage, viewer!);
  });
}

for (const path of ROLE_USER_VIEWS) {
  const appPage = PAGES.find((p) => p.path === path)!;
  test(`${appPage.label} (${path}) as a role user`, async () => {
    expect(canOpen('user', path)).toBe(true);
    await checkPage(appPage, 'user');
  });
}

async function checkPage(appPage: AppPage, viewer: Viewer): Promise<void> {
  const page = pages[viewer]!;
  errors.length = 0;
  await page.goto(addressOf(appPage, viewer));
  await checkAtEveryWidth(page, () => expectReady(page, contentOf(page, appPage.path, viewer)));
  expect(errors, 'errori nella console').toEqual([]);
}

test('the navigation overlay on a phone', async () => {
  const page = pages.proprietario!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expectReady(page, []);
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByRole('dialog', { name: 'Menu di navigazione' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("'Accesso Negato': a role user opening a staff page", async () => {
  const page = pages.user!;
  await page.goto('/clienti');
  await checkAtEveryWidth(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso Negato' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla Dashboard' })).toBeVisible();
  });
});

test('the 404 page (an unknown path)', async () => {
  const page = pages.guest!;
  await page.goto('/qualunque/percorso');
  await checkAtEveryWidth(page, () => expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible());
});

test.describe('/auth', () => {
  test('sign-in form, with the confirmation notice', async () => {
    const page = pages.guest!;
    await page.goto('/auth?verified=1');
    await checkAtEveryWidth(page, () => expect(page.getByRole('form', { name: 'Accedi' })).toBeVisible());
  });

  test('sign-in form showing its validation messages', async () => {
    const page = pages.guest!;
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Accedi' });
    await form.getByRole('button', { name: 'Accedi' }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await checkAtEveryWidth(page, () => expect(form).toBeVisible());
  });

  test('sign-up form, empty and with its validation messages', async () => {
    const page = pages.guest!;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Registrati' }).click();
    const form = page.getByRole('form', { name: 'Registrati' });
    await checkAtEveryWidth(page, () => expect(form).toBeVisible());
    await form.getByRole('button', { name: 'Registrati' }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await checkAtEveryWidth(page, () => expect(form).toBeVisible());
  });

  test('forgotten password', async () => {
    const page = pages.guest!;
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    await checkAtEveryWidth(page, () => expect(page.getByRole('region', { name: 'Password dimenticata?' })).toBeVisible());
  });

  test('new password (the link in the reset e-mail)', async () => {
    const page = pages.guest!;
    await page.goto('/auth?token=gettone-di-prova');
    await checkAtEveryWidth(page, () => expect(page.getByRole('form', { name: 'Nuova password' })).toBeVisible());
  });
});
