import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HK_COMPANIES_REGISTRY_EXTRACT, makeScannedPdf } from '../server/seed/factories/company-documents';
import { makePdf } from '../server/seed/factories/pdf';
import { openAs, userWithRole } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';

test.describe.configure({ timeout: 120_000 });
test.use({ screenshot: 'only-on-failure' });

const tag = () => Math.random().toString(36).slice(2, 7);

/** A folder on disk named `name` holding the given PDFs. */
function folder(name: string, files: Record<string, Buffer>): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cartella-')), name);
  fs.mkdirSync(dir);
  for (const [file, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), bytes);
  return dir;
}

async function clientNamed(page: Page, name: string) {
  const answer = (await (await page.request.get('/api/clients', { params: { q: name } })).json()) as {
    items: { companyName: string; fullName: string; countryCode: string | null; incorporationDate: string | null; companyNumber: string | null; companyAddress: string | null }[];
  };
  return answer.items.find((c) => c.companyName === name);
}

test('the folder upload suggests the client fields its PDFs state, with their line, and applies only those accepted', async ({ page }) => {
  const t = tag();
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/clienti');
  await expect(page.getByRole('heading', { name: 'Gestione Clienti' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Carica Cartella' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carica Cartella Clienti' });

  const name = `Orient Bridge ${t}`;
  await dialog.getByTestId('folder-input').setInputFiles(
    folder(name, {
      'Estratto CR.pdf': makePdf(HK_COMPANIES_REGISTRY_EXTRACT),
      'Passaporto scansionato.pdf': makeScannedPdf(),
    }),
  );
  await expect(page.getByText(`Cliente "${name}" creato con 2 documenti`)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('list', { name: 'Registro caricamento' })).toContainText('Analisi dei PDF: 5 dati suggeriti');

  const found = dialog.getByRole('region', { name: `Dati trovati nei PDF di ${name}` });
  await expect(found).toContainText('Chan Tai Man');
  await expect(found).toContainText('«Director(s): CHAN TAI MAN» — Estratto CR');
  await expect(found).toContainText('Hong Kong');
  await expect(found).toContainText('15/01/2020');
  await expect(found).toContainText('«Date of Incorporation: 15-JAN-2020» — Estratto CR');
  await expect(found).toContainText('«CR No.: 2912345»');
  await expect(found).toContainText('«Registered Office: FLAT A, 12/F, WING ON CENTRE, 111 CONNAUGHT ROAD CENTRAL, SHEUNG WAN, HONG KONG»');
  // Nothing is written before staff accept.
  expect(await clientNamed(page, name)).toMatchObject({ fullName: '', countryCode: null, incorporationDate: null, companyNumber: null, companyAddress: null });
  // Checked once the upload's toast has gone, not in the middle of its animation.
  await expect(page.getByText(`Cliente "${name}" creato con 2 documenti`)).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousA11yIssues(page);

  await found.getByRole('button', { name: 'Applica Responsabile' }).click();
  await expect(page.getByText('1 dato applicato al cliente')).toBeVisible();
  await expect(found.getByText('Applicato')).toHaveCount(1);
  await found.getByRole('button', { name: 'Ignora Indirizzo Azienda' }).click();
  await expect(found.getByText('Ignorato')).toBeVisible();
  await found.getByRole('button', { name: 'Applica tutti' }).click();
  await expect(page.getByText('3 dati applicati al cliente')).toBeVisible();
  await expect(found.getByText('Applicato')).toHaveCount(4);
  await expect(found.getByRole('button', { name: /^Applica/ })).toHaveCount(0);

  expect(await clientNamed(page, name)).toMatchObject({
    fullName: 'Chan Tai Man',
    countryCode: 'HK',
    incorporationDate: '2020-01-15',
    companyNumber: '2912345',
    companyAddress: null,
  });

  // A folder of scans: stored, nothing suggested, no error.
  const scans = `Scansioni ${t}`;
  await dialog.getByTestId('folder-input').setInputFiles(folder(scans, { 'Visura scansionata.pdf': makeScannedPdf() }));
  await expect(page.getByText(new RegExp(`Cliente "${scans}" creato con 1 document[oi]`))).toBeVisible({ timeout: 30_000 });
  const log = dialog.getByRole('list', { name: 'Registro caricamento' });
  await expect(log).toContainText('Analisi dei PDF: nessun dato del cliente trovato');
  await expect(log.locator('.text-destructive')).toHaveCount(0);
  await expect(dialog.getByText('Nei PDF non è stato trovato nessun dato del cliente: i PDF scansionati come immagini non contengono testo leggibile.')).toBeVisible();
  expect(await clientNamed(page, scans)).toMatchObject({ fullName: '', countryCode: null });

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});
