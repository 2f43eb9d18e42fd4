import { expect, test } from '@playwright/test';
import { makePdf } from '../server/db/factories/pdf';
import { createVerifiedUser, openAs, userWithRole } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { chooseOption, expectLayoutForWidth } from './support/ui';

test.describe.configure({ timeout: 120_000 });
test.use({ screenshot: 'only-on-failure' });

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
  const card = page.getByTestId('contract-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Mandato di costituzione');
  await expect(card).toContainText('Incarico per la costituzione a Malta');
  await expect(card).toContainText('mandato.pdf');

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
  await expect(page.getByRole('heading', { name: /Accesso (Limitato|Negato)/ })).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get('/api/contracts')).status()).toBe(403);
});
