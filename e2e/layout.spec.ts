import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { addDays, todayIso } from '@domain/periods';
import { PAGES, canOpen, type Page as AppPage } from '@domain/policy';
import { openAs, signInViaApi, type TestUser } from './support/auth';
import { addLedgerRow, createBankApplication, createClient, deleteContract, incorporationFor, switchBoiRuleOn, uploadContract, uploadDocument } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';
import { expectLayoutForWidth } from './support/ui';

/**
 * Every page of the app (PAGES in domain/policy.ts) fits its window: at 390, 768, 1024,
 * 1280 and 1440 px, with the sidebar expanded and collapsed wherever there is one, the page
 * does not scroll sideways and no control, table header or page title lies outside the part
 * of the window where it can be seen: outside the window itself, or cut off by a box around it.
 * A box meant to scroll sideways is allowed only when it says so on screen (a visible hint,
 * marked `data-scroll-hint`). Each page is opened by the proprietario when he may open it,
 * and by a role user when a role user may open it too (their own version of the page).
 * One sign-in per role and worker; each role keeps its page and goes from width to width.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 900 },
  { width: 1024, height: 900 },
  { width: 1280, height: 900 },
  { width: 1440, height: 900 },
] as const;

type Viewer = 'proprietario' | 'user';

interface LayoutData {
  companies: string[];
  /** The main client's Settori. */
  sectors: string;
  privateDoc: string;
  sharedDoc: string;
  clientId: string;
  /** The main client's login: the role user. */
  login: TestUser;
}

/**
 * The rows the lists show, made once per run: a failed test starts a new worker, which finds
 * them in the run's output folder (emptied when a run starts) instead of making them again.
 */
async function makeData(playwright: PlaywrightWorkerArgs['playwright'], file: string): Promise<LayoutData> {
  const saved = await readFile(file, 'utf8').then((text) => JSON.parse(text) as LayoutData, () => null);
  if (saved) return saved;
  const T = `Layout${Date.now().toString(36).toUpperCase()}`;
  const owner = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const user = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  try {
    // As the proprietario: clients (one with documents and a close deadline, its BOI report:
    // the rule, off by default, is switched on first), staff and the firm's ledger.
    await signInViaApi(owner, E2E_OWNER);
    await switchBoiRuleOn(owner);
    const today = todayIso();
    const companies = [`${T} Aurora Holdings International LLC`, `${T} Borealis Trading Ltd`, `${T} Cometa Consulting`, `${T} Delta Ventures`];
    const [first, ...others] = companies;
    const sectors = `Consulenza fiscale ${T}`;
    const main = await createClient(owner, first!, { fullName: `Giulia Verdi ${T}`, incorporationDate: incorporationFor(5), sectors });
    const data: LayoutData = {
      companies,
      sectors,
      privateDoc: `Verbale di assemblea straordinaria dei soci ${T}`,
      sharedDoc: `Certificato di costituzione ${T}`,
      clientId: main.id,
      login: main.login,
    };
    await Promise.all([
      ...others.map((company) => createClient(owner, company, { countryCode: 'GB', incorporationDate: incorporationFor(-3) })),
      uploadDocument(owner, { clientId: main.id, title: data.privateDoc, accessLevel: 'private', text: 'Riservato' }),
      uploadDocument(owner, { clientId: main.id, title: data.sharedDoc, accessLevel: 'shared', text: 'Certificato' }),
      createStaffAccount('moderatore', `Nadia Moderatrice ${T}`, owner),
      createStaffAccount('admin', `Alessandro Amministratore ${T}`, owner),
      addLedgerRow(owner, 'expenses', { amount: '1200.00', description: `Affitto ufficio di via Roma ${T}`, date: today, bankAccount: 'Wise' }),
      addLedgerRow(owner, 'income', { amount: '3500.50', description: `Parcella costituzione ${T}`, date: addDays(today, -3), bankAccount: 'Revolut', sender: 'Aurora LLC' }),
    ]);
    // As the main client's login (role user): their own ledger and a bank application.
    await signInViaApi(user, main.login);
    await Promise.all([
      addLedgerRow(user, 'expenses', { amount: '80.00', description: `Commercialista ${T}`, date: today, bankAccount: 'Wise' }),
      addLedgerRow(user, 'income', { amount: '950.00', description: `Fattura cliente ${T}`, date: today, bankAccount: 'Wise', sender: 'Acme' }),
      createBankApplication(user, { bankName: 'HSBC', accountType: 'Conto Multi-Valuta', businessType: 'Holding Company', annualTurnover: '1250000', description: 'Conto operativo' }),
    ]);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(data));
    return data;
  } finally {
    await Promise.all([owner.dispose(), user.dispose()]);
  }
}

/** The run's data, and one signed-in page per viewer that goes from page to page. */
const test = base.extend<object, { data: LayoutData; viewers: Record<Viewer, Page> }>({
  data: [async ({ playwright }, use, workerInfo) => use(await makeData(playwright, path.join(workerInfo.project.outputDir, 'layout-data.json'))), { scope: 'worker', timeout: 90_000 }],
  viewers: [
    async ({ browser, data }, use) => {
      // Reduced motion: the sidebar takes its new width at once.
      const open = async (who: Pick<TestUser, 'email' | 'password'>) => {
        const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
        await openAs(page, who, '/');
        return page;
      };
      const viewers = { proprietario: await open(E2E_OWNER), user: await open(data.login) };
      await use(viewers);
      await Promise.all(Object.values(viewers).map((p) => p.context().close()));
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/**
 * Measured in the browser: the page's sideways scroll, and each visible control, table header
 * and page title (in the header, the sidebar and the page) not wholly inside the window and
 * every box that cuts off what overflows it, with where it lies.
 */
function outOfReach(): { scrollWidth: number; clientWidth: number; elements: string[] } {
  const root = document.documentElement;
  const width = root.clientWidth;
  const selector = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="combobox"], [role="tab"], [role="switch"], [role="radio"], th, h1';
  const elements: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(`#root :is(${selector})`)) {
    if (el.closest('[aria-hidden="true"], [inert]') || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const box = el.getBoundingClientRect();
    // A title squeezed to nothing by its neighbours is reported below, not skipped.
    if ((box.width <= 1 || box.height <= 1) && el.tagName !== 'H1') continue;
    let left = 0;
    let right = width;
    let hinted = false;
    for (let up = el.parentElement; up && up !== root && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible') continue;
      const scrolls = (style.overflowX === 'auto' || style.overflowX === 'scroll') && up.scrollWidth > up.clientWidth + 1;
      if (scrolls && up.hasAttribute('data-scroll-hint')) {
        hinted = true;
        break;
      }
      const upBox = up.getBoundingClientRect();
      left = Math.max(left, upBox.left + up.clientLeft);
      right = Math.min(right, upBox.left + up.clientLeft + up.clientWidth);
    }
    if (hinted) continue;
    // A header's text cut off by its own box, or a title's spilling over what lies beside it.
    const textCut = (el.tagName === 'TH' || el.tagName === 'H1') && el.scrollWidth > el.clientWidth + 1 && (el.tagName === 'H1' || getComputedStyle(el).overflowX !== 'visible');
    if (box.left >= left - 1 && box.right <= right + 1 && !textCut) continue;
    const name = (el.getAttribute('aria-label') || el.innerText || el.getAttribute('placeholder') || el.getAttribute('title') || el.getAttribute('name') || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const kind = el.getAttribute('role') ?? el.tagName.toLowerCase();
    elements.push(`${kind} «${name}» da ${Math.round(box.left)} a ${Math.round(box.right)} px, visibile da ${Math.round(left)} a ${Math.round(right)}${textCut ? ', testo tagliato' : ''}`);
  }
  return { scrollWidth: root.scrollWidth, clientWidth: width, elements };
}

/** The page is drawn: its title is there (whether it fits is measured apart) and nothing is loading. */
async function expectReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByRole('status', { name: 'Caricamento' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Expands or collapses the desktop sidebar (its state is kept in the `sidebar:state` cookie). */
async function setSidebar(page: Page, expanded: boolean): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const state = expanded ? 'expanded' : 'collapsed';
  if ((await sidebar.getAttribute('data-state')) !== state) await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-state', state);
}

/** What does not fit on `page` at each width and sidebar state, one line each. */
async function problemsAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const measure = async (where: string) => {
    const found = await page.evaluate(outOfReach);
    if (found.scrollWidth > found.clientWidth) problems.push(`${label} ${where}: la pagina scorre di lato (${found.scrollWidth} px in ${found.clientWidth})`);
    for (const element of found.elements) problems.push(`${label} ${where}: ${element}`);
  };
  const check = async (where: string) => {
    await expectReady(page);
    await measure(where);
    // A table without room for every column holds the others in each row's details: the first row's must open and fit too.
    for (const table of await page.getByRole('table').all()) {
      const more = table.getByRole('button', { name: /^Altri dati di / });
      if ((await more.count()) === 0) continue;
      const name = (await more.first().getAttribute('aria-label'))!;
      await more.first().click();
      const details = table.getByRole('group', { name });
      if (await details.isVisible()) await measure(`${where}, ${name}`);
      else problems.push(`${label} ${where}: «${name}» non mostra la riga dei dettagli`);
      await more.first().click();
      await expect(details).toHaveCount(0);
    }
  };
  // The sidebar's state alternates, so each width toggles it once.
  let expanded = true;
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectLayoutForWidth(page);
    if ((await page.getByTestId('sidebar').count()) === 0) {
      await check(`${width} px`);
      continue;
    }
    for (const state of [expanded, !expanded]) {
      await setSidebar(page, state);
      await check(`${width} px, menu ${state ? 'aperto' : 'chiuso'}`);
    }
    expanded = !expanded;
  }
  return problems;
}

/** The staff's documents pages open on the client with documents; other pages as they are. */
function addressOf(appPage: AppPage, viewer: Viewer, data: LayoutData): string {
  return appPage.path.startsWith('/documenti-') && viewer === 'proprietario' ? `${appPage.path}?cliente=${data.clientId}` : appPage.path;
}

for (const viewer of ['proprietario', 'user'] as const) {
  for (const appPage of PAGES.filter((p) => canOpen(viewer, p.path))) {
    test(`${appPage.path} (${viewer === 'user' ? 'utente' : viewer})`, async ({ viewers, data }) => {
      const page = viewers[viewer];
      // A contract while the contracts page is measured: other journeys expect the page empty, as a fresh server has it.
      const contract = appPage.path === '/contratti' ? await uploadContract(page.request, { title: `Mandato professionale ${data.companies[0]}`, description: 'Incarico per la costituzione della società e la tenuta dei libri' }) : null;
      try {
        await page.goto(addressOf(appPage, viewer, data));
        const problems = await problemsAtEveryWidth(page, `${appPage.path} (${viewer})`);
        expect(problems, `${appPage.path} non entra nella finestra:\n${problems.join('\n')}`).toEqual([]);
      } finally {
        if (contract) await deleteContract(page.request, contract.id);
      }
    });
  }
}

for (const address of ['/documenti-privati', '/documenti-condivisi']) {
  test(`${address}: on a phone, the chosen client's documents come into view`, async ({ viewers, data }) => {
    const page = viewers.proprietario;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(address);
    await expectReady(page);
    // Searched first: other journeys' clients may fill the column's first page.
    await page.getByRole('searchbox', { name: 'Cerca clienti' }).fill(data.companies[0]!);
    await page.getByRole('list', { name: 'Elenco clienti' }).getByRole('button', { name: new RegExp(data.companies[0]!) }).click();
    await expect(page.getByText(address === '/documenti-privati' ? data.privateDoc : data.sharedDoc).first()).toBeInViewport();
  });
}

test('/clienti: the spec’s columns give way last, and what a row leaves out opens under it', async ({ viewers, data }) => {
  const page = viewers.proprietario;
  const company = data.companies[0]!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/clienti?q=${encodeURIComponent(company)}`);
  await expectLayoutForWidth(page);
  await setSidebar(page, true);
  await expectReady(page);
  const table = page.getByRole('table', { name: 'Clienti' });
  const row = table.getByRole('row', { name: new RegExp(company) });
  // Every column of the spec; Tipo di società and Stato, the product's own, give way first.
  await expect(table.getByRole('columnheader', { name: 'Settori' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Modifica Settori: ${data.sectors}` })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Data Costituzione' })).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 800 });
  await expectLayoutForWidth(page);
  for (const header of ['Azienda', 'Responsabile', 'Paese Costituzione', 'Azioni']) await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Settori' })).toHaveCount(0);
  // What the row leaves out opens under it, still editable in place.
  await row.getByRole('button', { name: `Altri dati di ${company}` }).click();
  const details = table.getByRole('group', { name: `Altri dati di ${company}` });
  await expect(details.getByRole('button', { name: `Modifica Settori: ${data.sectors}` })).toBeInViewport();
  await expect(details).toContainText('Stato');
});
