import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../server/seed/factories/pdf';
import { createVerifiedUser, expectPageLive, openAs, userWithRole } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { deleteContract, uploadContract } from './support/data';
import { answerTo, chooseOption, expectLayoutForWidth, searchFor } from './support/ui';

test.describe.configure({ timeout: 120_000 });
test.use({ screenshot: 'only-on-failure' });

/** The contracts listed, as table rows or as cards on a phone. */
const contractRows = (page: Page) => page.getByLabel('Contratti', { exact: true }).locator('tbody > tr, li').filter({ has: page.getByRole('button', { name: /^Scarica / }) });

test('staff uploads, downloads and deletes a contract; the generation form checks its fields', async ({ page }) => {
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/contratti');
  await expect(page.getByRole('heading', { name: 'Contratti', exact: true })).toBeVisible({ timeout: 30_000 });

  // A fresh data directory: the empty state invites the first upload.
  await expect(page.getByText('Nessun contratto')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Carica il primo contratto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carica Contratto' });
  await dialog.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(dialog.getByText('Il titolo è obbligatorio')).toBeVisible();
  await expect(dialog.getByText('Seleziona un file')).toBeVisible();
  await dialog.getByLabel('Titolo *').fill('Mandato di costituzione');
  await dialog.getByLabel('Descrizione').fill('Incarico per la costituzione a Malta');
  await dialog.getByLabel('File *').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await dialog.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(dialog.getByText('Formato non supportato: carica un file PDF, DOC, DOCX o TXT.')).toBeVisible();
  await dialog.getByLabel('File *').setInputFiles({ name: 'mandato.pdf', mimeType: 'application/pdf', buffer: makePdf([['Mandato di costituzione']]) });
  await dialog.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Contratto caricato con successo')).toBeVisible();
  const card = contractRows(page);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Mandato di costituzione');
  await expect(card).toContainText('Incarico per la costituzione a Malta');
  await expect(card).toContainText('mandato.pdf');
  // A file of a few hundred bytes is shown in the unit that fits it, not as '0,00 MB'.
  await expect(card.getByText(/^\d+(,\d{1,2})? (Bytes|KB)$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Scarica Mandato di costituzione' }).click();
  expect((await download).suggestedFilename()).toBe('mandato.pdf');

  // Generation: every field required, then the spec's toast (the feature is in development).
  await page.getByRole('button', { name: 'Genera Contratto' }).click();
  const generate = page.getByRole('dialog', { name: 'Genera Contratto' });
  await generate.getByRole('button', { name: 'Genera' }).click();
  await expect(generate.getByText('Seleziona il tipo di entità')).toBeVisible();
  await expect(generate.getByText('L\'indirizzo della società è obbligatorio')).toBeVisible();
  await expect(generate.getByText('Il nome del titolare è obbligatorio')).toBeVisible();
  await expect(generate.getByText('L\'indirizzo del titolare è obbligatorio')).toBeVisible();
  await chooseOption(generate.getByLabel('Tipo di entità'), 'Persona Giuridica');
  await generate.getByLabel('Indirizzo della società *').fill('Triq il-Kbira 12, Sliema');
  await generate.getByLabel('Nome del titolare *').fill('Mario Rossi');
  await generate.getByLabel('Indirizzo del titolare *').fill('Via Roma 1, Milano');
  await generate.getByRole('button', { name: 'Genera' }).click();
  await expect(page.getByText('Generazione Contratto')).toBeVisible();
  await expect(generate).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The card moves when the desktop layout comes back: clicked after that.
  await expectLayoutForWidth(page);

  await card.getByRole('button', { name: 'Elimina Mandato di costituzione' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Mandato di costituzione');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Contratto eliminato con successo')).toBeVisible();
  await expect(page.getByText('Nessun contratto')).toBeVisible();
});

test('a role user cannot open the contracts', async ({ page }) => {
  await openAs(page, await createVerifiedUser(page.request), '/contratti');
  await expect(page.getByRole('heading', { name: 'Accesso Limitato' })).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get('/api/contracts')).status()).toBe(403);
});

test('the contract list keeps its search, sort and page in the address; a phone shows cards', async ({ page }) => {
  const t = Math.random().toString(36).slice(2, 7);
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  const made = [];
  for (let i = 1; i <= 12; i++) made.push(await uploadContract(page.request, { title: `Modello ${t} ${String(i).padStart(2, '0')}` }));
  try {
    await page.goto('/contratti');
    await expectPageLive(page);
    const search = page.getByRole('searchbox', { name: 'Cerca contratti' });
    await searchFor(search, t, { path: '/api/contracts', param: 'q' });
    await expect(page).toHaveURL(new RegExp(`[?&]q=${t}`));
    await page.getByLabel('Righe per pagina').selectOption('10');
    await expect(page.getByText('1–10 di 12 contratti')).toBeVisible();
    await page.getByRole('button', { name: 'Pagina 2' }).click();
    await expect(page.getByText('11–12 di 12 contratti')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);

    // A reload shows the same view: the search in its box, page 2 of 10 rows.
    await page.reload();
    await expectPageLive(page);
    await expect(search).toHaveValue(t);
    await expect(page.getByText('11–12 di 12 contratti')).toBeVisible();
    await expect(contractRows(page)).toHaveCount(2);

    // A header click sorts by title, back to page 1; a second click turns the order round.
    const header = page.getByRole('columnheader', { name: 'Contratto' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByText('1–10 di 12 contratti')).toBeVisible();
    await expect(contractRows(page).first()).toContainText(`Modello ${t} 01`);
    const descending = answerTo(page, '/api/contracts', { sort: 'title', dir: 'desc' });
    await header.getByRole('button').click();
    await descending;
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(contractRows(page).first()).toContainText(`Modello ${t} 12`);
    await expect(page).toHaveURL(/sort=title&dir=desc/);

    // Back: the ascending order, then page 2 unsorted again.
    await page.goBack();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await page.goBack();
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(page.getByText('11–12 di 12 contratti')).toBeVisible();
    await expect(search).toHaveValue(t);

    // A phone: the rows are cards, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('table', { name: 'Contratti' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Contratti' }).getByRole('listitem')).toHaveCount(2);
    // Page 2, newest first: the two oldest.
    await expect(contractRows(page).first()).toContainText(`Modello ${t} 02`);
    await expect(contractRows(page).first().getByRole('button', { name: /^Scarica / })).toBeInViewport();
  } finally {
    for (const { id } of made) await deleteContract(page.request, id);
  }
});
