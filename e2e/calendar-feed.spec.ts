import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { openAs, signInViaApi, type TestUser } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { createClient } from './support/data';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';

const company = `E2E${Date.now().toString(36).toUpperCase()} Calendario Ltd`;
let clientId: string;
let login: TestUser;

test.beforeAll(async () => {
  const owner = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInViaApi(owner, E2E_OWNER);
  // A UK company incorporated some 200 days ago: its confirmation statement falls due within the year.
  const incorporated = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  ({ id: clientId, login } = await createClient(owner, company, { countryCode: 'GB', entityType: 'ltd', incorporationDate: incorporated }));
  await owner.dispose();
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** 'Copia link' in the card, and the address it put on the clipboard. */
async function copyFeedUrl(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copia link' }).click();
  await expect(page.getByText('Link copiato').last()).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test("a client's login copies the calendar address from /profilo, a calendar app reads their deadlines there, and 'Rigenera' retires it", async ({ page, playwright }) => {
  await openAs(page, login, '/profilo');
  await page.getByRole('tab', { name: 'Impostazioni' }).click();
  await expect(page.getByRole('heading', { name: 'Calendario delle scadenze' })).toBeVisible();
  await expect(page.getByText(/delle tue società scadute da non più di 12 mesi o in scadenza nei prossimi 12/)).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Indirizzo del calendario' });
  await expect(field).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  await expectNoSeriousA11yIssues(page);

  const url = await copyFeedUrl(page);
  expect(url).toBe(await field.inputValue());
  // A calendar app: no session cookie.
  const calendarApp = await playwright.request.newContext();
  const res = await calendarApp.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Scadenze Arcadia');
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event.summary).toMatch(new RegExp(` - ${company}$`));
    expect(event.startDate.isDate).toBe(true);
    expect(event.description).toContain(`${E2E_BASE_URL}/scadenze?cliente=${clientId}#obbligo-`);
  }
  expect(events.map((e) => e.summary)).toContain(`Confirmation statement (CS01) - ${company}`);

  await page.getByRole('button', { name: 'Rigenera' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Rigenerare l\'indirizzo del calendario?' });
  await expect(dialog).toContainText('smetterà di funzionare');
  await dialog.getByRole('button', { name: 'Rigenera' }).click();
  await expect(page.getByText('Indirizzo rigenerato')).toBeVisible();
  await expect(field).not.toHaveValue(url);

  const old = await calendarApp.get(url);
  expect(old.status()).toBe(404);
  expect(await old.text()).toContain('Calendario non trovato');
  const fresh = await copyFeedUrl(page);
  expect(fresh).not.toBe(url);
  expect((await calendarApp.get(fresh)).status()).toBe(200);
  await calendarApp.dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calendar card fits the screen', async ({ page }) => {
    await openAs(page, login, '/profilo');
    await page.getByRole('tab', { name: 'Impostazioni' }).click();
    await expect(page.getByRole('textbox', { name: 'Indirizzo del calendario' })).toHaveValue(/\.ics$/);
    await expectNoHorizontalScroll(page);
  });
});
