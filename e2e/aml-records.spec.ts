import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { addMonths, formatDateIt, todayIso } from '@domain/periods';
import { allFactorScores } from '../server/seed/factories/aml';
import { expectAccessiblePage, expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { openAs, signInViaApi, userWithRole, type TestUser } from './support/auth';
import { createClient } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';

test.use({ screenshot: 'only-on-failure' });

const token = `E2ER${Date.now().toString(36).toUpperCase()}`;
const headers = { origin: E2E_BASE_URL };

async function send(request: APIRequestContext, method: 'post' | 'get', url: string, data?: unknown) {
  const res = method === 'post' ? await request.post(url, { data, headers }) : await request.get(url);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: string };
}

/** A page of its own for another person (a fresh browser context, so the sessions stay apart). */
async function pageOf(browser: Browser, user: TestUser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const page = await context.newPage();
  await openAs(page, user, path);
  return page;
}

/** Scores a factor by clicking its grade. */
async function score(form: Locator, factor: string, grade: number) {
  await form.getByRole('group', { name: factor }).locator('label').nth(grade - 1).click();
}

test('an admin drafts the firm’s self-assessment and fills the training register; only the proprietario signs it', async ({ page, browser }) => {
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  const adminName = `Alba Amministratrice ${token}`;
  const admin = await createStaffAccount('admin', adminName, page.request);

  const adminPage = await pageOf(browser, admin, '/antiriciclaggio?vista=studio');
  await expect(adminPage.getByText('Nessuna autovalutazione firmata: va fatta e firmata dal titolare dello studio.')).toBeVisible();
  const form = adminPage.getByRole('form', { name: 'Autovalutazione dello studio' });
  await expect(adminPage.getByRole('heading', { name: 'Nuova autovalutazione' })).toBeVisible();

  // A draft with two factors scored: saved, and the six still missing named.
  await score(form, 'Tipologia di clientela', 2);
  await score(form, 'Formazione', 1);
  await form.getByRole('button', { name: 'Salva e calcola' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Bozza: versione 1' })).toBeVisible();
  await expect(adminPage.getByText(/^Per calcolare il rischio mancano i punteggi di: Area geografica di operatività, Canali distributivi, Servizi offerti, /)).toBeVisible();

  // RT1 (decision 121): inherent = mean(2, 3, 2, 3) = 2,5; vulnerability = mean(1, 2, 2, 1) = 1,5;
  // residual = 40% × 2,5 + 60% × 1,5 = 1,0 + 0,9 = 1,9, "poco significativo" (from 1,6 to below 2,6).
  await score(form, 'Area geografica di operatività', 3);
  await score(form, 'Canali distributivi', 2);
  await score(form, 'Servizi offerti', 3);
  await score(form, 'Organizzazione degli adempimenti di adeguata verifica della clientela', 2);
  await score(form, 'Organizzazione degli adempimenti di conservazione', 2);
  await score(form, "Segnalazione di operazioni sospette e comunicazione delle violazioni alle norme sull'uso del contante", 1);
  await form.getByLabel('Note').fill('Clientela in gran parte estera, presidi documentati');
  await form.getByRole('button', { name: 'Salva e calcola' }).click();
  await expect(adminPage.getByLabel('Risultato della versione 1')).toHaveText('Rischio inerente2,5Vulnerabilità1,5Rischio residuo1,9ClassePoco significativo');
  // The admin manages the firm's part but does not sign it.
  await expect(adminPage.getByRole('button', { name: 'Firma' })).toHaveCount(0);

  // The training register: an empty form refused in Italian, field by field, then a training with the admin attending.
  await adminPage.getByRole('button', { name: 'Aggiungi formazione' }).click();
  const training = adminPage.getByRole('dialog', { name: 'Aggiungi formazione' });
  await expect(training.getByRole('checkbox', { name: adminName })).toBeVisible();
  await training.getByLabel('Ore *').fill('0');
  await training.getByRole('button', { name: 'Registra' }).click();
  await expect(training.getByText("Inserisci l'argomento")).toBeVisible();
  await expect(training.getByText('Indica le ore (per esempio 2 o 1,5)')).toBeVisible();
  await expect(training.getByText('Indica chi ha partecipato')).toBeVisible();
  await training.getByLabel('Argomento *').fill(`Adeguata verifica rafforzata ${token}`);
  await training.getByLabel('Ore *').fill('1,5');
  await training.getByRole('checkbox', { name: adminName }).click();
  await expectNoSeriousA11yIssues(adminPage, '[role="dialog"]');
  await training.getByRole('button', { name: 'Registra' }).click();
  await expect(training).toBeHidden();
  const held = adminPage.getByRole('list', { name: 'Formazione' }).getByRole('listitem').filter({ hasText: `Adeguata verifica rafforzata ${token}` });
  await expect(held).toContainText(adminName);
  await expect(held).toContainText(formatDateIt(todayIso()));
  await expect(held).toContainText('1,5 h');
  await adminPage.context().close();

  // The proprietario signs the admin's draft; it is shown read-only with its result, the next one due in a year.
  await page.goto('/antiriciclaggio?vista=studio');
  await expect(page.getByRole('heading', { name: 'Bozza: versione 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Firma', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Firmare l’autovalutazione versione 1?' }).getByRole('button', { name: 'Firma' }).click();
  const signed = page.getByRole('list', { name: 'Autovalutazioni firmate' }).getByRole('listitem', { name: 'Autovalutazione versione 1' });
  await expect(signed).toContainText('Firmata');
  await expect(signed).toContainText(`da ${E2E_OWNER.name}`);
  await expect(signed.getByLabel('Risultato della versione 1')).toHaveText('Rischio inerente2,5Vulnerabilità1,5Rischio residuo1,9ClassePoco significativo');
  await expect(signed).toContainText('Note: Clientela in gran parte estera, presidi documentati');
  await expect(page.getByText(`Prossima autovalutazione entro il ${formatDateIt(addMonths(todayIso(), 12))}`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Autovalutazione dello studio' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nuova versione' })).toBeVisible();
  await expectAccessiblePage(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Formazione' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Nuova versione' }).click();
  await expect(page.getByRole('form', { name: 'Autovalutazione dello studio' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a signed file is reviewed, then abstained from and closed; its access log keeps one line per sitting', async ({ page }) => {
  const company = `${token} Logistica Ltd`;
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/');
  const client = await createClient(page.request, company, { countryCode: 'GB' });
  const adminName = `Aldo Amministratore ${token}`;
  const admin = await createStaffAccount('admin', adminName, page.request);
  const adminApi = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(adminApi, admin);

  // The file, an engagement and its assessment signed today, made through the API: every factor at 1
  // for a company formation is "poco significativo", ordinary due diligence (see aml.spec).
  const file = await send(page.request, 'post', '/api/aml/files', { clientId: client.id });
  const engagement = await send(page.request, 'post', `/api/aml/files/${file.id}/engagements`, {
    serviceId: 'costituzione-societa',
    purpose: 'Costituzione di una società nel Regno Unito',
    nature: 'Assistenza alla costituzione',
    openedOn: todayIso(),
  });
  const assessment = await send(page.request, 'post', `/api/aml/files/${file.id}/assessments`, { engagementId: engagement.id, scores: allFactorScores(1), note: '' });
  await send(page.request, 'post', `/api/aml/assessments/${assessment.id}/sign`);

  // Access log: the admin reads the file first (line 1), then the proprietario opens it (line 2).
  await send(adminApi, 'get', `/api/aml/files/${file.id}`);
  await page.goto(`/antiriciclaggio?fascicolo=${file.id}&sezione=revisioni`);
  const fileHeader = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: company }) });
  await expect(fileHeader).toBeVisible();

  // Ordinary due diligence: the ruleset's 24 months (decision 121) from the signing.
  const firstDue = formatDateIt(addMonths(todayIso(), 12 * 2));
  await expect(page.getByText(`Entro il ${firstDue}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Nessuna revisione registrata')).toBeVisible();
  await expectAccessiblePage(page);

  // A review of the 15th of last month: the next moves to 24 months after it.
  const [y, m] = todayIso().split('-').map(Number) as [number, number];
  const reviewedOn = m === 1 ? `${y - 1}-12-15` : `${y}-${String(m - 1).padStart(2, '0')}-15`;
  await page.getByRole('button', { name: 'Registra revisione' }).click();
  const review = page.getByRole('dialog', { name: 'Registra revisione' });
  await review.getByRole('button', { name: 'Registra' }).click();
  await expect(review.getByText("Descrivi l'esito della revisione")).toBeVisible();
  await review.getByLabel('Data della revisione *').fill(formatDateIt(reviewedOn));
  await review.getByLabel('Esito *').fill('Dati e titolari confermati, rischio invariato');
  await review.getByRole('button', { name: 'Registra' }).click();
  await expect(review).toBeHidden();
  const nextDue = formatDateIt(addMonths(reviewedOn, 12 * 2));
  await expect(page.getByText(`Entro il ${nextDue}`, { exact: true })).toBeVisible();
  await expect(fileHeader).toContainText(`Revisione entro il ${nextDue}`);
  const done = page.getByRole('list', { name: 'Revisioni' }).getByRole('listitem');
  await expect(done).toHaveCount(1);
  await expect(done).toContainText(formatDateIt(reviewedOn));
  await expect(done).toContainText(`prevista entro il ${firstDue}`);
  await expect(done).toContainText('Dati e titolari confermati, rischio invariato');

  // Art. 42: the abstention with its reason; the banner says it, and no new engagement is taken.
  await page.getByRole('button', { name: 'Registra astensione' }).click();
  const abstention = page.getByRole('dialog', { name: 'Registra astensione' });
  await abstention.getByRole('button', { name: 'Registra astensione' }).click();
  await expect(abstention.getByText('Scrivi la motivazione (almeno 10 caratteri)')).toBeVisible();
  await abstention.getByLabel('Motivazione *').fill('Il cliente non ha fornito i documenti del titolare effettivo');
  await abstention.getByRole('button', { name: 'Registra astensione' }).click();
  await expect(abstention).toBeHidden();
  const abstained = page.getByRole('alert').filter({ hasText: `Astensione dal ${formatDateIt(todayIso())} (art. 42)` });
  await expect(abstained).toContainText('Il cliente non ha fornito i documenti del titolare effettivo');
  await expect(page.getByRole('button', { name: 'Registra astensione' })).toHaveCount(0);
  // Watched no more: no next review, none to record (the server refuses it, aml-records.test.ts).
  await expect(page.getByText('Astensione registrata: nessuna revisione. Registra la fine del rapporto quando cessa.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registra revisione' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Incarichi' }).click();
  // No new engagement is offered: the server would refuse it (409, aml-file.test.ts).
  await expect(page.getByText(`Astensione registrata il ${formatDateIt(todayIso())}: non si possono aprire nuovi incarichi per questo cliente.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuovo incarico' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Incarichi' }).getByRole('listitem')).toHaveCount(1);

  // The end of the relationship: the file kept ten years from it (artt. 31-32), nothing more to record.
  await page.getByRole('tab', { name: 'Revisioni' }).click();
  await page.getByRole('button', { name: 'Fine del rapporto' }).click();
  const end = page.getByRole('dialog', { name: 'Fine del rapporto' });
  await expect(end.getByLabel('Data di fine del rapporto *')).toHaveValue(formatDateIt(todayIso()));
  await end.getByRole('button', { name: 'Registra fine del rapporto' }).click();
  await expect(end).toBeHidden();
  const ended = fileHeader.getByRole('status').filter({ hasText: `Rapporto cessato il ${formatDateIt(todayIso())}` });
  await expect(ended).toContainText(`Il fascicolo è conservato fino al ${formatDateIt(addMonths(todayIso(), 12 * 10))}, poi viene eliminato.`);
  await expect(page.getByRole('button', { name: 'Registra revisione' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fine del rapporto' })).toHaveCount(0);
  await expectAccessiblePage(page);

  // The proprietario's reloads after each write were one sitting. The admin reads it again (line 3),
  // the proprietario opens it again (line 4), and once more at once (no line).
  await send(adminApi, 'get', `/api/aml/files/${file.id}`);
  await page.goto(`/antiriciclaggio?fascicolo=${file.id}&sezione=accessi`);
  await expect(page.getByText('Catena integra')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Catena integra')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Righe del registro' }).getByRole('listitem')).toHaveText([
    new RegExp(`^#4.*${E2E_OWNER.name}Apertura del fascicolo$`),
    new RegExp(`^#3.*${adminName}Apertura del fascicolo$`),
    new RegExp(`^#2.*${E2E_OWNER.name}Apertura del fascicolo$`),
    new RegExp(`^#1.*${adminName}Apertura del fascicolo$`),
  ]);
  await expectAccessiblePage(page);
  await adminApi.dispose();
});
