import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { bulkDeleteConfirmation } from '@domain/schemas/documents';
import { makePdf } from '../server/seed/factories/pdf';
import { openAs, signInViaApi, userWithRole, expectPageLive } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { createClient, uploadDocument } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';
import { answerTo, searchFor } from './support/ui';

const tag = () => Math.random().toString(36).slice(2, 7);

test.describe.configure({ timeout: 120_000 });
test.use({ screenshot: 'only-on-failure' });

/** The clients beside the documents, private or shared, searched on the server. */
const CLIENT_LIST = { path: /^\/api\/documents\/(private|shared)\/clients$/, param: 'q' };

/** The documents listed, as table rows or as cards on a phone. */
const documentRows = (page: Page) => page.getByLabel('Documenti', { exact: true }).locator('tbody > tr, li').filter({ has: page.getByRole('button', { name: /^Scarica / }) });

/**
 * Picks a client after searching for it, once the list shows the search's result: the client may
 * be listed before, and a click while the list is redrawn can be lost or land on another client.
 */
async function selectClient(page: Page, name: string, searchText: string) {
  const list = page.getByRole('list', { name: 'Elenco clienti' });
  await searchFor(page.getByRole('searchbox', { name: 'Cerca clienti' }), searchText, CLIENT_LIST);
  // Busy from the request until its answer is drawn.
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await list.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function dropFiles(page: Page, files: { name: string; body: number[]; type: string }[]) {
  const dropped = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([new Uint8Array(f.body)], f.name, { type: f.type }));
    return dt;
  }, files);
  await page.dispatchEvent('body', 'dragenter', { dataTransfer: dropped });
  await page.dispatchEvent('body', 'drop', { dataTransfer: dropped });
}

test('staff uploads a private PDF, finds it by a word inside, views, downloads and renames it', async ({ page }) => {
  const t = tag();
  const company = `Orsa ${t} Consulting Ltd`;
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/documenti-privati');
  await expect(page.getByRole('heading', { name: 'Documenti Privati' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Seleziona un cliente', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carica Documento' })).toBeDisabled();
  await createClient(page.request, company, { countryCode: 'MT' });

  await selectClient(page, company, t);
  await expect(page.getByText('Nessun documento privato per questo cliente')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Upload dialog: the form's own checks, then the file.
  await page.getByRole('button', { name: 'Carica Documento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carica Documento Privato' });
  await dialog.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(dialog.getByText('Il titolo è obbligatorio')).toBeVisible();
  await expect(dialog.getByText('Seleziona un file PDF')).toBeVisible();
  await dialog.getByLabel('Titolo *').fill('Visura camerale');
  await dialog.getByLabel('File PDF *').setInputFiles({
    name: 'visura società.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf([['Visura della camera di commercio'], [`Codice segreto ornitorinco${t}`]]),
  });
  await dialog.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Documento caricato con successo')).toBeVisible();
  const rows = documentRows(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Visura camerale');

  // Full-text search: a word only inside the PDF, on its second page. The one row is on screen
  // before the search too: the answer tells what the search found.
  const docSearch = page.getByRole('searchbox', { name: 'Cerca documenti' });
  const found = await searchFor(docSearch, `ornitorinco${t}`, { path: '/api/documents/private', param: 'q' });
  expect(((await found.json()) as { items: { title: string }[] }).items.map((d) => d.title)).toEqual(['Visura camerale']);
  await expect(rows).toHaveCount(1);
  await docSearch.fill('inesistente');
  await expect(page.getByText('Nessun documento corrisponde alla ricerca')).toBeVisible();
  await docSearch.fill('');

  // The viewer draws the pages in the page.
  await page.getByRole('button', { name: 'Visualizza Visura camerale' }).click();
  const viewer = page.getByRole('dialog', { name: 'Visura camerale' });
  await expect(viewer.getByLabel('Pagina 1 di 2')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByLabel('Pagina 2 di 2')).toBeAttached();
  await viewer.getByRole('button', { name: 'Chiudi' }).click();

  // Download with the original name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica Visura camerale' }).click();
  expect((await download).suggestedFilename()).toBe('visura società.pdf');

  // Inline rename: Escape cancels, Enter saves.
  await page.getByRole('button', { name: 'Rinomina Visura camerale' }).click();
  const input = page.getByRole('textbox', { name: 'Nuovo titolo del documento' });
  await input.fill('Da non salvare');
  await input.press('Escape');
  await expect(rows.first()).toContainText('Visura camerale');
  await page.getByRole('button', { name: 'Rinomina Visura camerale' }).click();
  await input.fill('Visura aggiornata');
  await input.press('Enter');
  await expect(page.getByText('Nome del documento aggiornato')).toBeVisible();
  await expect(rows.first()).toContainText('Visura aggiornata');
});

test('shared documents: drop PDFs with progress, the spec warnings, select all and bulk delete; phone layout', async ({ page }) => {
  const t = tag();
  const company = `Lince ${t} Trading Ltd`;
  await openAs(page, await createStaffAccount('moderatore'));
  // Two clients at least: a firm with a single client opens on it.
  await createClient(page.request, company, { countryCode: 'MT' });
  await createClient(page.request, `Gazza ${t} Srl`, { countryCode: 'MT' });
  await page.goto('/documenti-condivisi');
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: 'Documenti Condivisi' })).toBeVisible({ timeout: 30_000 });

  const pdf = (text: string) => Array.from(makePdf([[text]]));
  // Without a client: the warning, nothing sent.
  await dropFiles(page, [{ name: 'uno.pdf', body: pdf('uno'), type: 'application/pdf' }]);
  await expect(page.getByText('Seleziona prima un cliente per caricare i documenti')).toBeVisible();
  await expect(page.getByText('Attenzione')).toBeVisible();

  await selectClient(page, company, t);

  // The uploads are held back until their progress has been seen (a fixed delay could be too short).
  let release!: () => void;
  const progressSeen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/documents', async (route) => {
    await progressSeen;
    await route.continue();
  });
  await dropFiles(page, [
    { name: 'statuto.pdf', body: pdf('Statuto'), type: 'application/pdf' },
    { name: 'bilancio.pdf', body: pdf('Bilancio'), type: 'application/pdf' },
    { name: 'note.txt', body: Array.from(Buffer.from('appunti')), type: 'text/plain' },
  ]);
  await expect(page.getByText('Solo file PDF sono supportati')).toBeVisible();
  const progress = page.getByRole('list', { name: 'Caricamenti in corso' });
  await expect(progress.getByText('statuto.pdf')).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Caricamento di statuto.pdf' })).toBeVisible();
  release();
  await expect(progress).toBeHidden({ timeout: 30_000 });
  const rows = documentRows(page);
  await expect(rows).toHaveCount(2);
  await page.unroute('**/api/documents');

  // Select all, then bulk delete with the spec's confirmation.
  await page.getByRole('checkbox', { name: 'Seleziona tutti' }).click();
  await expect(page.getByText('2 documenti selezionati')).toBeVisible();
  await page.getByRole('button', { name: 'Elimina selezionati' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(bulkDeleteConfirmation(2))).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('2 documenti eliminati con successo')).toBeVisible();
  await expect(page.getByText('Nessun documento condiviso per questo cliente')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a client login sees only the shared documents of its own client, read only', async ({ page }) => {
  const t = tag();
  const staff = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(staff, E2E_OWNER);
  const mine = await createClient(staff, `Falco ${t} Holding Ltd`, { countryCode: 'MT' });
  const other = await createClient(staff, `Gufo ${t} Ventures Ltd`, { countryCode: 'MT' });
  await uploadDocument(staff, { clientId: mine.id, title: 'Statuto condiviso', accessLevel: 'shared', text: 'Statuto' });
  await uploadDocument(staff, { clientId: mine.id, title: 'Nota interna', accessLevel: 'private', text: 'Riservato' });
  await uploadDocument(staff, { clientId: other.id, title: 'Documento altrui', accessLevel: 'shared', text: 'Altro cliente' });
  await staff.dispose();

  await openAs(page, mine.login, '/documenti-condivisi');
  // Their only client is selected straight away.
  await expect(page.getByRole('heading', { name: `Falco ${t} Holding Ltd` })).toBeVisible({ timeout: 30_000 });
  const list = page.getByRole('list', { name: 'Elenco clienti' });
  await expect(list.getByRole('button')).toHaveCount(1);
  const rows = documentRows(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Statuto condiviso');
  await expect(page.getByRole('button', { name: 'Carica Documento' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Rinomina/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Elimina/ })).toHaveCount(0);

  // Searching everything finds nothing of the other client.
  await page.getByRole('searchbox', { name: 'Cerca documenti' }).fill('altrui');
  await expect(page.getByText('Nessun documento corrisponde alla ricerca')).toBeVisible();

  // The other client's document is refused even by id.
  const theirs = (await (await page.request.get('/api/documents/shared', { params: { clientId: other.id } })).json()) as { code: string };
  expect(theirs.code).toBe('NOT_FOUND');

  await page.goto('/documenti-privati');
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
});

test('the documents keep client, search, sort and page in the address, export as CSV, and come into view on a phone', async ({ page }) => {
  const t = tag();
  const company = `Airone ${t} Holding Ltd`;
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  const client = await createClient(page.request, company, { countryCode: 'MT' });
  const titles = Array.from({ length: 10 }, (_, i) => `Verbale ${t} ${String(i + 1).padStart(2, '0')}`);
  for (const title of titles) await uploadDocument(page.request, { clientId: client.id, title, accessLevel: 'private', text: 'Verbale di assemblea' });
  await uploadDocument(page.request, { clientId: client.id, title: `=SOMMA(1+2) ${t}`, accessLevel: 'private', text: 'Formula' });

  await page.goto('/documenti-privati');
  await expectPageLive(page);
  await selectClient(page, company, t);
  await expect(page).toHaveURL(new RegExp(`cliente=${client.id}`));
  await expect(page).toHaveURL(new RegExp(`clienti-q=${t}`));
  await page.getByLabel('Righe per pagina').selectOption('10');
  await expect(page.getByText('1–10 di 11 documenti')).toBeVisible();
  await page.getByRole('button', { name: 'Pagina 2' }).click();
  await expect(page.getByText('11–11 di 11 documenti')).toBeVisible();

  // A reload shows the same client, client search and page.
  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Cerca clienti' })).toHaveValue(t);
  await expect(page.getByText('11–11 di 11 documenti')).toBeVisible();
  await expect(documentRows(page)).toHaveCount(1);

  // A header click sorts by title from page 1; the second turns the order round; Back undoes it.
  const header = page.getByRole('columnheader', { name: 'Documento' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(documentRows(page).first()).toContainText(`=SOMMA(1+2) ${t}`);
  const descending = answerTo(page, '/api/documents/private', { sort: 'title', dir: 'desc' });
  await header.getByRole('button').click();
  await descending;
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(documentRows(page).first()).toContainText(titles[9]!);
  await page.goBack();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(documentRows(page).first()).toContainText(`=SOMMA(1+2) ${t}`);

  // The export: every document of the client in the list's order, the formula made inert.
  const download = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Esporta CSV' }).click()]).then(([d]) => d);
  expect(download.suggestedFilename()).toBe('documenti-privati.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Titolo;Cliente;Categoria;Nome del file;Dimensione;Caricato da;Data di caricamento;Descrizione');
  expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual([`'=SOMMA(1+2) ${t}`, ...titles]);
  expect(lines[1]!.split(';')[1]).toBe(company);

  // A phone: after choosing a client its documents are in view, as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/documenti-privati');
  await expectPageLive(page);
  await expectNoHorizontalScroll(page);
  await selectClient(page, company, t);
  await expect(page.getByRole('heading', { name: company })).toBeInViewport();
  await expect(page.getByRole('table', { name: 'Documenti' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Documenti' })).toBeInViewport();
  await expect(documentRows(page)).toHaveCount(10);
  await expectNoHorizontalScroll(page);
});
