import { statSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makePdf } from '../server/seed/factories/pdf';
import { expectAccessiblePage, expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { openAs, userWithRole } from './support/auth';
import { createClient } from './support/data';
import { E2E_BASE_URL } from './support/env';
import { chooseOption } from './support/ui';

test.describe.configure({ timeout: 120_000 });
test.use({ screenshot: 'only-on-failure' });

const token = `E2EA${Date.now().toString(36).toUpperCase()}`;

/** Aggiungi persona: a natural person (checked for PEP on the client's declaration) or a company; `residence`: a country searched and picked. */
async function addParty(page: Page, name: string, kind: 'Persona fisica' | 'Persona giuridica' = 'Persona fisica', residence?: { search: string; country: string }) {
  await page.getByRole('button', { name: 'Aggiungi persona' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi persona' });
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  if (kind === 'Persona giuridica') {
    await chooseOption(dialog.getByLabel('Tipo *'), kind);
    await dialog.getByLabel('Denominazione *').fill(name);
  } else {
    await dialog.getByLabel('Nome e cognome *').fill(name);
    await dialog.getByLabel('Come è stato verificato *').fill('Dichiarazione del cliente');
  }
  if (residence) {
    await dialog.getByRole('button', { name: 'Paese di residenza' }).click();
    await page.getByRole('searchbox', { name: 'Cerca paese' }).fill(residence.search);
    await page.getByRole('list', { name: 'Paesi' }).getByRole('button', { name: residence.country }).click();
    await expect(dialog.getByRole('button', { name: 'Paese di residenza' })).toHaveText(residence.country);
  }
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Persone del fascicolo' }).getByRole('listitem', { name, exact: true })).toBeVisible();
}

/** Aggiungi ruolo: a role in the client, or a share of the client or of a company of the chain. */
async function addRole(page: Page, person: string, role: string, share?: { of: string | RegExp; percent: string }) {
  await page.getByRole('button', { name: 'Aggiungi ruolo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi ruolo' });
  await chooseOption(dialog.getByLabel('Persona *'), person);
  await chooseOption(dialog.getByLabel('Ruolo *'), role);
  if (share) {
    await chooseOption(dialog.getByLabel('Socio di *'), share.of);
    await dialog.getByLabel('Percentuale posseduta *').fill(share.percent);
  }
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
}

async function openSection(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Scores a factor by clicking its grade. */
async function score(form: Locator, factor: string, grade: number) {
  await form.getByRole('group', { name: new RegExp(factor) }).locator('label').nth(grade - 1).click();
}

test('staff open a client\'s file, identify the executor, find the owners through a holding, assess and sign the risk, and export it for inspection', async ({ page }) => {
  const company = `${token} Costruzioni Ltd`;
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  const client = await createClient(page.request, company, { countryCode: 'GB' });

  // The client's details lead here: the client has no file yet, and one is opened.
  await page.goto(`/antiriciclaggio?cliente=${client.id}`);
  await expect(page.getByText('Il cliente non ha ancora un fascicolo antiriciclaggio.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Apri fascicolo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page).toHaveURL(/fascicolo=/);
  await expectAccessiblePage(page);

  // The executor, and two shareholders: Anna through a holding (60% of a holding that holds 50%), Bruno directly (50%).
  await addParty(page, 'Mario Bianchi', 'Persona fisica', { search: 'ital', country: 'Italia' });
  await expect(page.getByRole('list', { name: 'Persone del fascicolo' }).getByRole('listitem', { name: 'Mario Bianchi' })).toContainText('Italia');
  await addRole(page, 'Mario Bianchi', 'Esecutore / legale rappresentante');
  await addParty(page, 'Holding Alfa Srl', 'Persona giuridica');
  await addParty(page, 'Anna Rossi');
  await addParty(page, 'Bruno Verdi');
  await addRole(page, 'Holding Alfa Srl', 'Socio', { of: new RegExp(`${company} \\(il cliente\\)`), percent: '50' });
  await addRole(page, 'Anna Rossi', 'Socio', { of: 'Holding Alfa Srl', percent: '60' });
  await addRole(page, 'Bruno Verdi', 'Socio', { of: new RegExp(`${company} \\(il cliente\\)`), percent: '50' });

  // Art. 20 c. 2: 60% × 50% = 30%, more than 25%; Bruno's 50% directly.
  const owners = page.getByRole('list', { name: 'Titolari effettivi' });
  const anna = owners.getByRole('listitem', { name: 'Anna Rossi' });
  await expect(anna).toContainText('30%');
  await expect(anna).toContainText(`Anna Rossi → Holding Alfa Srl (60%) → ${company} (50%) = 30%`);
  await expect(owners.getByRole('listitem', { name: 'Bruno Verdi' })).toContainText(`Bruno Verdi → ${company} (50%) = 50%`);
  await expect(owners.getByRole('listitem', { name: 'Mario Bianchi' })).toHaveCount(0);

  // The executor identified on his passport, its copy uploaded.
  await openSection(page, 'Identificazione');
  const toIdentify = page.getByRole('list', { name: 'Persone da identificare' });
  await expect(toIdentify).toContainText('Mario Bianchi');
  await expectAccessiblePage(page);
  await page.getByRole('button', { name: 'Identifica Mario Bianchi' }).click();
  const identify = page.getByRole('dialog', { name: 'Identifica' });
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  await chooseOption(identify.getByLabel('Tipo di documento *'), 'Passaporto');
  await identify.getByLabel('Numero del documento *').fill('YA1234567');
  await identify.getByLabel('Rilasciato da *').fill('Questura di Milano');
  await identify.getByLabel('Data di rilascio *').fill('10/01/2022');
  await identify.getByLabel('Data di scadenza *').fill('09/01/2032');
  await identify.getByLabel('File della copia').setInputFiles({ name: 'passaporto-bianchi.pdf', mimeType: 'application/pdf', buffer: makePdf([['Passaporto YA1234567']]) });
  await identify.getByRole('button', { name: 'Registra identificazione' }).click();
  await expect(identify).toBeHidden({ timeout: 30_000 });
  await expect(toIdentify).not.toContainText('Mario Bianchi');
  await expect(page.getByRole('list', { name: 'Identificazioni' })).toContainText('Passaporto n. YA1234567');
  await expect(page.getByRole('list', { name: 'Documenti del fascicolo' })).toContainText(/SHA-256 [0-9a-f]{12}…/);

  // An engagement for a company formation, then its risk: every factor at 1.
  await openSection(page, 'Incarichi');
  await page.getByRole('button', { name: 'Nuovo incarico' }).click();
  const engagement = page.getByRole('dialog', { name: 'Nuovo incarico' });
  await chooseOption(engagement.getByLabel('Prestazione *'), /^Costituzione di società/);
  await engagement.getByLabel("Scopo dell'incarico *").fill('Costituzione di una società di capitali nel Regno Unito');
  await engagement.getByLabel("Natura dell'incarico *").fill('Assistenza alla costituzione e agli adempimenti iniziali');
  await engagement.getByRole('button', { name: 'Registra incarico' }).click();
  await expect(engagement).toBeHidden();
  await expect(page.getByRole('list', { name: 'Incarichi' })).toContainText('Rischio inerente 3');
  await expectAccessiblePage(page);

  await openSection(page, 'Rischio');
  const form = page.getByRole('form', { name: 'Valutazione del rischio' });
  for (const factor of ['Natura giuridica', 'Prevalente attività svolta', 'Comportamento tenuto', 'Area geografica di residenza', 'Tipologia della prestazione', 'Modalità di svolgimento', 'Ammontare', 'Frequenza e durata', 'Ragionevolezza', 'Area geografica di destinazione']) {
    await score(form, factor, 1);
  }
  await form.getByRole('button', { name: 'Salva e calcola' }).click();
  // RT2: 30% × 3 (company formation) + 70% × 1 (the mean of the factors) = 0.9 + 0.7 = 1.6, "poco significativo" from 1.6 included.
  const result = page.getByRole('region', { name: 'Risultato della valutazione' });
  await expect(result).toContainText('Rischio effettivo1,6');
  await expect(result).toContainText('Poco significativo');
  await expect(result).toContainText('Ordinaria');
  await expectAccessiblePage(page);
  await page.getByRole('button', { name: 'Firma', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Firmare la versione 1?' }).getByRole('button', { name: 'Firma' }).click();
  const signed = page.getByRole('list', { name: 'Versioni firmate' }).getByRole('listitem', { name: 'Versione 1' });
  await expect(signed).toContainText('Firmata');
  await expect(signed).toContainText('Rischio effettivo1,6');
  await expect(page.getByRole('button', { name: 'Nuova versione' })).toBeVisible();
  await expect(page.locator('header').getByText('Ordinaria')).toBeVisible();

  await openSection(page, 'Revisioni');
  await expect(page.getByText(/^Entro il \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expectAccessiblePage(page);
  await openSection(page, 'Registro accessi');
  await expect(page.getByText('Catena integra')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Righe del registro' })).toContainText('Apertura del fascicolo');
  await expectAccessiblePage(page);

  // The inspection archive: a ZIP named after the client.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Esporta per ispezione' }).click();
  const archive = await download;
  expect(archive.suggestedFilename()).toMatch(new RegExp(`^fascicolo-.*costruzioni-ltd-\\d{4}-\\d{2}-\\d{2}\\.zip$`, 'i'));
  expect(statSync(await archive.path()).size).toBeGreaterThan(0);

  // The list shows the file with its level and the executor identified; at a phone's width neither page scrolls sideways.
  await page.getByRole('link', { name: 'Tutti i fascicoli' }).click();
  await page.getByRole('searchbox', { name: 'Cerca per cliente' }).fill(token);
  const row = page.getByRole('table', { name: 'Fascicoli' }).getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText('Ordinaria');
  await expectAccessiblePage(page);

  // Several files for an inspection: the one selected in the list, in one ZIP.
  await row.getByRole('checkbox', { name: `Seleziona ${company}` }).click();
  await page.getByRole('button', { name: 'Esporta per ispezione' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Esporta per ispezione' });
  await expect(exportDialog.getByRole('radio', { name: 'I fascicoli selezionati (1)' })).toBeChecked();
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  const several = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Scarica archivio' }).click();
  expect((await several).suggestedFilename()).toMatch(/^fascicoli-antiriciclaggio-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(exportDialog).toBeHidden();
  await page.getByRole('tab', { name: 'Studio' }).click();
  await expect(page.getByRole('heading', { name: 'Autovalutazione del rischio dello studio' })).toBeVisible();
  await expectAccessiblePage(page);
  await page.getByRole('tab', { name: 'Fascicoli' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: company })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await openSection(page, 'Rischio');
  await expect(page.getByRole('list', { name: 'Versioni firmate' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuova versione' }).click();
  await expect(page.getByRole('form', { name: 'Valutazione del rischio' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a role user is never told the AML page exists', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const page = await context.newPage();
  await openAs(page, await userWithRole(page.request, 'user'), '/antiriciclaggio');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await expect(page.getByText('Antiriciclaggio')).toHaveCount(0);
  expect((await page.request.get('/api/aml/files')).status()).toBe(404);
  await context.close();
});
