import { expect, test, type Page } from '@playwright/test';
import { addDays, formatDateIt } from '@domain/periods';
import { makePdf } from '../server/seed/factories/pdf';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { openAs, userWithRole } from './support/auth';
import { createClient } from './support/data';
import { E2E_BASE_URL } from './support/env';
import { linkFromOutbox } from './support/outbox';
import { chooseOption, searchFor } from './support/ui';

test.describe.configure({ timeout: 180_000 });
test.use({ screenshot: 'only-on-failure' });

const token = `E2ER${Date.now().toString(36).toUpperCase()}`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const PASSPORT = 'Passaporto di ogni socio e amministratore';
const RESIDENCE = 'Prova di residenza';

/** A real JPEG, as a phone's camera gives one: drawn by the browser itself. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#d9e4f2';
    g.fillRect(0, 0, 320, 200);
    g.fillStyle = '#1f3b63';
    g.fillText('PASSAPORTO', 20, 40);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** Holds the uploads back until the test has seen their progress (a fixed delay could be too short). */
async function holdUploads(page: Page): Promise<() => void> {
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/requests/items/*/files', async (route) => {
    await seen;
    await route.continue();
  });
  return release;
}

test('staff send a formation checklist from a template; the client uploads a photo and a PDF from a phone; one is sent back and done again; accepted files are in Doc Condivisi', async ({ page, browser }) => {
  const company = `${token} Formazione Ltd`;
  const title = `Costituzione ${token}`;
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  const client = await createClient(page.request, company, { countryCode: 'GB' });

  await page.goto('/documenti-richiesti');
  await expect(page.getByRole('heading', { name: 'Documenti richiesti' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yIssues(page);

  // Nuova richiesta: nothing filled in is refused on its fields, then the template fills the items.
  await page.getByRole('button', { name: 'Nuova richiesta' }).click();
  const editor = page.getByRole('dialog', { name: 'Nuova richiesta' });
  await editor.getByLabel('Titolo *').fill(' ');
  await editor.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(editor.getByText('Il titolo è obbligatorio')).toBeVisible();
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  await editor.getByLabel('Cliente *').click();
  await searchFor(page.getByRole('searchbox', { name: 'Cerca cliente' }), token, { path: '/api/clients', param: 'q' });
  await page.getByRole('list', { name: 'Clienti' }).getByRole('button', { name: new RegExp(company) }).click();
  await expect(editor.getByLabel('Cliente *')).toHaveText(company);
  await editor.getByLabel('Titolo *').fill(title);
  await editor.getByLabel('Scadenza *').fill(formatDateIt(addDays(today(), 10)));
  await chooseOption(editor.getByLabel('Parti da un modello'), 'Costituzione UK Ltd');
  const first = editor.getByRole('group', { name: 'Voce 1' });
  await expect(first.getByLabel('Nome della voce *')).toHaveValue(PASSPORT);
  // The passports go back to the client among the shared documents.
  await chooseOption(first.getByLabel('Destinazione'), 'Doc Condivisi');
  await editor.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByText('Bozza della richiesta salvata')).toBeVisible();

  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByRole('region', { name: PASSPORT })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  const sentAt = Date.now() - 1000;
  await detail.getByRole('button', { name: 'Invia al cliente' }).click();
  await expect(page.getByText('Richiesta inviata al cliente')).toBeVisible();

  // The client, on a phone, follows the e-mail's link.
  const link = await linkFromOutbox(client.login.email, '/documenti-richiesti', sentAt);
  const phoneContext = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const phone = await phoneContext.newPage();
  await openAs(phone, client.login, new URL(link).pathname + new URL(link).search);
  const mine = phone.getByRole('dialog', { name: title });
  const passport = mine.getByRole('region', { name: PASSPORT });
  const residence = mine.getByRole('region', { name: RESIDENCE });
  await expect(passport).toContainText('Da caricare');
  await expectNoSeriousA11yIssues(phone, '[role="dialog"]');
  await expectNoHorizontalScroll(phone);

  // A camera photo and a PDF, each with its progress.
  const release = await holdUploads(phone);
  await passport.getByLabel(`Carica file per ${PASSPORT}`).setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(phone) });
  await expect(passport.getByRole('progressbar', { name: 'Caricamento di IMG_0412.jpg' })).toBeVisible();
  await residence.getByLabel(`Carica file per ${RESIDENCE}`).setInputFiles({ name: 'bolletta.pdf', mimeType: 'application/pdf', buffer: makePdf([['Bolletta della luce, gennaio']]) });
  await expect(residence.getByRole('progressbar', { name: 'Caricamento di bolletta.pdf' })).toBeVisible();
  release();
  await expect(passport).toContainText('In verifica', { timeout: 30_000 });
  await expect(residence).toContainText('In verifica');
  await expect(residence.getByRole('button', { name: 'Visualizza bolletta.pdf' })).toBeVisible();
  // A file that is no document is refused in Italian, and the slot keeps what it had.
  await residence.getByLabel(`Carica file per ${RESIDENCE}`).setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('appunti') });
  await expect(residence.getByRole('alert')).toContainText('nota.txt: Formato non supportato: carica un PDF, un JPEG o un PNG');

  // Staff send the proof of address back and accept the passport.
  await page.reload();
  const review = page.getByRole('dialog', { name: title });
  await review.getByRole('region', { name: RESIDENCE }).getByRole('button', { name: 'Rifiuta' }).click();
  const reject = page.getByRole('dialog', { name: 'Rifiuta la voce' });
  await reject.getByRole('button', { name: 'Rifiuta' }).click();
  await expect(reject.getByText('Indica il motivo')).toBeVisible();
  await reject.getByLabel('Motivo *').fill('La bolletta è più vecchia di 3 mesi');
  await reject.getByRole('button', { name: 'Rifiuta' }).click();
  await expect(page.getByText('Voce rimandata al cliente')).toBeVisible();
  await review.getByRole('region', { name: PASSPORT }).getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByText('Voce accettata')).toBeVisible();
  await expect(review.getByRole('region', { name: PASSPORT })).toContainText('Accettato');

  // The client sees why, removes the old file and uploads a new one.
  await phone.reload();
  await expect(residence).toContainText('Da rifare');
  await expect(residence).toContainText('La bolletta è più vecchia di 3 mesi');
  await expect(passport.getByLabel(`Carica file per ${PASSPORT}`)).toHaveCount(0);
  await residence.getByRole('button', { name: 'Rimuovi bolletta.pdf' }).click();
  await expect(residence.getByRole('button', { name: 'Visualizza bolletta.pdf' })).toHaveCount(0);
  await residence.getByLabel(`Carica file per ${RESIDENCE}`).setInputFiles({ name: 'bolletta-recente.pdf', mimeType: 'application/pdf', buffer: makePdf([['Bolletta della luce, ottobre']]) });
  await expect(residence).toContainText('In verifica', { timeout: 30_000 });
  await expect(residence.getByRole('button', { name: 'Visualizza bolletta-recente.pdf' })).toBeVisible();
  await expect(residence.getByRole('button', { name: 'Visualizza bolletta.pdf' })).toHaveCount(0);

  await page.reload();
  await review.getByRole('region', { name: RESIDENCE }).getByRole('button', { name: 'Accetta' }).click();
  await expect(review.getByRole('region', { name: RESIDENCE })).toContainText('Accettato');

  // The passport photo is the client's shared document now, named after the item and the day.
  const documentTitle = `${PASSPORT} - ${formatDateIt(today())}`;
  await phone.goto('/documenti-condivisi');
  await expect(phone.getByText(documentTitle)).toBeVisible({ timeout: 30_000 });
  await phone.getByRole('button', { name: `Visualizza ${documentTitle}` }).click();
  await expect(phone.getByRole('dialog', { name: documentTitle }).getByRole('img', { name: documentTitle })).toBeVisible();
  await phoneContext.close();
});

test('staff keep the firm\'s request templates: create, edit, archive and restore', async ({ page }) => {
  const name = `Apertura conto ${token}`;
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/modelli-richieste');
  await expect(page.getByRole('heading', { name: 'Modelli di richiesta' })).toBeVisible({ timeout: 30_000 });
  // The three formations the firm starts with.
  for (const template of ['Costituzione UK Ltd', 'Costituzione LLC USA', 'Costituzione società a Dubai (Free Zone)']) await expect(page.getByText(template, { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Nuovo modello' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo modello' });
  await dialog.getByRole('button', { name: 'Salva modello' }).click();
  await expect(dialog.getByText('Il nome del modello è obbligatorio')).toBeVisible();
  await dialog.getByLabel('Nome del modello *').fill(name);
  await dialog.getByRole('group', { name: 'Voce 1' }).getByLabel('Nome della voce *').fill('Referenza bancaria');
  await dialog.getByRole('button', { name: 'Aggiungi voce' }).click();
  await dialog.getByRole('group', { name: 'Voce 2' }).getByLabel('Nome della voce *').fill('Estratto conto degli ultimi 3 mesi');
  await dialog.getByRole('button', { name: 'Sposta su la voce 2' }).click();
  await expect(dialog.getByRole('group', { name: 'Voce 1' }).getByLabel('Nome della voce *')).toHaveValue('Estratto conto degli ultimi 3 mesi');
  await dialog.getByRole('button', { name: 'Salva modello' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Modifica ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica modello' });
  await expect(edit.getByRole('group', { name: 'Voce 2' }).getByLabel('Nome della voce *')).toHaveValue('Referenza bancaria');
  await edit.getByRole('button', { name: 'Rimuovi la voce 2' }).click();
  await edit.getByRole('button', { name: 'Salva modello' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: `Archivia ${name}` }).click();
  await expect(page.getByRole('button', { name: `Modifica ${name}` })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archiviati' }).click();
  await page.getByRole('button', { name: `Ripristina ${name}` }).click();
  await page.getByRole('tab', { name: 'Attivi' }).click();
  await expect(page.getByRole('button', { name: `Modifica ${name}` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});
