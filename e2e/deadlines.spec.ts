import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { openAs, signInViaApi, userWithRole, type TestUser } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { formatDateIt } from '@domain/periods';
import { makePdf } from '../server/seed/factories/pdf';
import { createClient, incorporationFor, switchBoiRuleOn } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';
import { answerTo, chooseOption, searchFor } from './support/ui';

const token = `E2E${Date.now().toString(36).toUpperCase()}`;
const late = `${token} Ritardo LLC`;
const soon = `${token} Presto LLC`;
const later = `${token} Dopo LLC`;
let lateLogin: TestUser;

test.beforeAll(async () => {
  const owner = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(owner, E2E_OWNER);
  // The spec's BOI rule is off by default: the proprietario switches it on before the LLCs are made.
  await switchBoiRuleOn(owner);
  const create = async (companyName: string, days: number) =>
    (await createClient(owner, companyName, { fullName: `Titolare ${companyName}`, incorporationDate: incorporationFor(days) })).login;
  lateLogin = await create(late, -3);
  await create(soon, 5);
  await create(later, 20);
  await owner.dispose();
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
/** The same day `years` years away. */
const shiftYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

function tile(page: Page, label: string) {
  return page.getByRole('region', { name: 'Riepilogo' }).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

test('staff see the computed BOI deadlines, filter them and mark one Completato', async ({ page }) => {
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/scadenze');
  await expect(page.getByRole('heading', { name: 'Scadenze', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tutti i Paesi' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Stati Uniti/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifica' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Nuova Scadenza' })).toBeEnabled();

  // Awaited: the list before the search can hold these very cards (a run of this file alone).
  await searchFor(page.getByRole('searchbox', { name: 'Cerca scadenze' }), token, { path: '/api/deadlines', param: 'q' });
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const lateCard = page.getByRole('article', { name: `BOI Report - ${late}` });
  await expect(lateCard.getByText('In Ritardo', { exact: true })).toBeVisible();
  await expect(lateCard.getByText('Priorità Alta')).toBeVisible();
  await expect(lateCard.getByText('Scaduta da 3 giorni')).toBeVisible();
  await expect(lateCard.getByText('75,00 USD')).toBeVisible();
  await expect(lateCard.getByText('Sistema Automatico')).toBeVisible();
  await expect(page.getByRole('article', { name: `BOI Report - ${soon}` }).getByText('Scade tra 5 giorni')).toBeVisible();
  await expect(page.getByRole('article', { name: `BOI Report - ${later}` }).getByText('Priorità Media')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const medium = answerTo(page, '/api/deadlines', { q: token, priority: 'Media' });
  await chooseOption(page.getByRole('combobox', { name: 'Filtra per priorità' }), 'Priorità Media');
  await medium;
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: `BOI Report - ${later}` })).toBeVisible();
  // Search and filter live in the address: a reload shows the same cards, Back the ones before.
  await expect(page).toHaveURL(/[?&]priority=Media(&|$)/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Cerca scadenze' })).toHaveValue(token);
  await expect(cards).toHaveCount(1);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Filtra per priorità' })).toHaveText('Tutte le priorità');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('searchbox', { name: 'Cerca scadenze' })).toHaveValue(token);
  // Sorted by due date, latest first (kept in the address): the one due in 20 days leads, the overdue one by default.
  await page.getByLabel('Ordina per').selectOption('dueDate:desc');
  await expect(page).toHaveURL(/[?&]sort=dueDate&dir=desc/);
  await expect(cards.first()).toHaveAccessibleName(`BOI Report - ${later}`);
  await page.getByLabel('Ordina per').selectOption('');
  await expect(cards.first()).toHaveAccessibleName(`BOI Report - ${late}`);

  // The overdue count as the server has it, and the tile showing it, before the change: a number
  // read off the screen could be one the list is about to replace.
  const summary = (await (await page.request.get('/api/deadlines')).json()) as { summary: { overdue: number } };
  const overdueBefore = summary.summary.overdue;
  await expect(tile(page, 'In Ritardo')).toHaveText(String(overdueBefore));
  await lateCard.getByRole('button', { name: `Segna come completato: BOI Report - ${late}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Segna come completato' });
  await expect(dialog.getByLabel('Data di deposito *')).toHaveValue(formatDateIt(today()));
  await dialog.getByRole('button', { name: 'Conferma completamento' }).click();
  await expect(page.getByText(`Scadenza "BOI Report - ${late}" completata`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lateCard.getByText('Completato', { exact: true })).toBeVisible();
  await expect(lateCard.getByText(new RegExp(`^Completato da ${E2E_OWNER.name} il \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} · depositato il \\d{2}/\\d{2}/\\d{4}$`))).toBeVisible();
  await expect(tile(page, 'In Ritardo')).toHaveText(String(overdueBefore - 1));
  // A completed card reads as well as an open one.
  await expectNoSeriousA11yIssues(page, `#${await lateCard.getAttribute('id')}`);
});

test('staff complete a UK confirmation statement with its proof PDF and see the next one', async ({ page }) => {
  const owner = await userWithRole(page.request, 'proprietario');
  await openAs(page, owner, '/');
  // Incorporated a year and 5 days ago: the first review period has ended, the statement is due in 8 days (13 after the anniversary).
  const company = `${token} Aurora Ltd`;
  const { id } = await createClient(page.request, company, { countryCode: 'GB', entityType: 'ltd', incorporationDate: shiftYears(incorporationFor(55), -1) });
  await page.goto(`/scadenze?cliente=${id}`);
  await expect(page.getByText(`Tutte le scadenze di ${company}, anche oltre i prossimi 60 giorni`)).toBeVisible();
  const title = `Confirmation statement (CS01) - ${company}`;
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Scade tra 8 giorni')).toBeVisible();
  await expect(card.getByText('Companies House', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `Segna come completato: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Segna come completato' });
  await dialog.getByLabel('Prova di deposito (PDF)').setInputFiles({ name: 'ricevuta-cs01.pdf', mimeType: 'application/pdf', buffer: makePdf([['Confirmation statement filed']]) });
  await dialog.getByRole('button', { name: 'Conferma completamento' }).click();
  await expect(page.getByText(new RegExp(`Scadenza "${title.replace(/[()]/g, '\\$&')}" completata\\. Prossima scadenza: \\d{2}/\\d{2}/\\d{4}`))).toBeVisible();
  await expect(card.getByText('Completato', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Scarica prova di deposito' })).toBeVisible();

  // The next review period's statement, a year on: listed in the client's view, Pianificato.
  const cards = page.getByRole('article', { name: title });
  await expect(cards).toHaveCount(2);
  // Open ones first in a client's view: the next is the first card, the completed one follows.
  await expect(cards.nth(0).getByText('Pianificato', { exact: true })).toBeVisible();
  await expect(cards.nth(0).getByText('Priorità Bassa')).toBeVisible();
  await expect(cards.nth(1).getByText('Completato', { exact: true })).toBeVisible();

  // The proof is among the client's private documents, category Report.
  const docs = (await (await page.request.get(`/api/documents/private?clientId=${id}`)).json()) as { items: { title: string; category: string }[] };
  expect(docs.items.map((d) => [d.title.startsWith(`Prova di deposito - ${title}`), d.category])).toEqual([[true, 'Report']]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a client's login sees only the deadlines of their own company, without staff actions", async ({ page }) => {
    await openAs(page, lateLogin, '/scadenze');
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: `BOI Report - ${late}` });
    await expect(card).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Stati Uniti (1)' })).toBeVisible();
    await expect(tile(page, 'Totale Scadenze')).toHaveText('1');
    await expect(page.getByRole('button', { name: /Segna come completato|Riapri/ })).toHaveCount(0);
    // The placeholders of staff's deadline management are not offered to them either.
    for (const label of ['Nuova Scadenza', 'Notifica', 'Gestisci']) await expect(page.getByRole('button', { name: label })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });
});
