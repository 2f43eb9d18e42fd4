import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAs, userWithRole } from './support/auth';
import { E2E_BASE_URL } from './support/env';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { createClient } from './support/data';
import { answerTo } from './support/ui';

test.describe.configure({ timeout: 120_000 });

/** Flag emoji are pairs of regional indicator letters (U+1F1E6–U+1F1FF); the white flag is U+1F3F3. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}\u{1F3F3}]/u;

async function expectNoEmojiFlags(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(EMOJI_FLAG);
}

/**
 * `place` shows one bundled flag image, loaded, next to the country's name: the image is
 * decorative (alt=""), so a screen reader reads the name once, in `place`'s own text `text`.
 */
async function expectFlagWithName(place: Locator, text: string) {
  const flag = place.locator('img');
  await expect(flag).toHaveCount(1);
  await expect(flag).toBeVisible();
  await expect(flag).toHaveAttribute('alt', '');
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(place).toHaveText(text);
}

test('the client list, its country selects and the details show flag images with the country name, never emoji', async ({ page }) => {
  const t = Math.random().toString(36).slice(2, 7);
  const company = `Bandiere ${t} Ltd`;
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/clienti');
  await expect(page.getByRole('heading', { name: 'Gestione Clienti' })).toBeVisible({ timeout: 30_000 });
  await createClient(page.request, company, { countryCode: 'MT' });
  const listed = answerTo(page, '/api/clients', { q: t });
  await page.getByRole('searchbox', { name: 'Cerca clienti' }).fill(t);
  await listed;

  // The table: the country cell, edited in place through a select of flags and names.
  const row = page.getByRole('table', { name: 'Clienti' }).getByRole('row').filter({ hasText: company });
  const cell = row.getByRole('button', { name: 'Modifica Paese Costituzione: Malta', exact: true });
  await expectFlagWithName(cell, 'Modifica Paese Costituzione: Malta');
  await expectNoEmojiFlags(page);
  await expectNoSeriousA11yIssues(page);

  await cell.click();
  // While its list is open, the select hides the rest of the page from screen readers, its trigger too.
  const inline = page.getByRole('combobox', { name: 'Modifica Paese Costituzione', includeHidden: true });
  await expectFlagWithName(inline, 'Malta');
  await expectFlagWithName(page.getByRole('option', { name: 'Malta', exact: true }), 'Malta');
  await expectFlagWithName(page.getByRole('option', { name: 'Stati Uniti', exact: true }), 'Stati Uniti');
  await expectNoEmojiFlags(page);
  await page.keyboard.press('Escape');
  await expect(inline).toBeHidden();

  // The details dialog.
  await row.getByRole('button', { name: `Dettagli ${company}` }).click();
  const details = page.getByRole('dialog', { name: `Dettagli Cliente: ${company}` });
  await expectFlagWithName(details.getByRole('definition').filter({ hasText: 'Malta' }), 'Malta');
  await expectNoEmojiFlags(page);
  await expectNoSeriousA11yIssues(page);
  await details.press('Escape');
  await expect(details).toBeHidden();

  // The country select of the client form: its options and, once chosen, its trigger.
  await page.getByRole('button', { name: 'Nuovo Cliente' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo Cliente' });
  const select = form.getByLabel('Paese di Costituzione');
  await select.click();
  await expectFlagWithName(page.getByRole('option', { name: 'Regno Unito', exact: true }), 'Regno Unito');
  await expectNoEmojiFlags(page);
  await page.getByRole('option', { name: 'Regno Unito', exact: true }).click();
  await expectFlagWithName(select, 'Regno Unito');

  // The country filter of the list.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  const filter = page.getByRole('combobox', { name: 'Filtra per paese' });
  await filter.click();
  await expectFlagWithName(page.getByRole('option', { name: 'Malta', exact: true }), 'Malta');
  await page.getByRole('option', { name: 'Malta', exact: true }).click();
  await expectFlagWithName(filter, 'Malta');

  // The phone cards.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Clienti' }).getByRole('listitem').filter({ hasText: company });
  await expectFlagWithName(card.getByText('Malta', { exact: true }).locator('..'), 'Malta');
  await expectNoEmojiFlags(page);
});

test("a person's companies and their country select in /profilo show flag images with the country name", async ({ page }) => {
  await openAs(page, await userWithRole(page.request, 'user'), '/profilo');
  const res = await page.request.post('/api/profile/companies', { data: { companyName: 'Bandiere Srl', countryCode: 'CY' }, headers: { origin: E2E_BASE_URL } });
  expect(res.status()).toBe(201);
  await page.reload();
  await expectFlagWithName(page.getByRole('list', { name: 'Società' }).getByRole('listitem').filter({ hasText: 'Bandiere Srl' }).getByText('Cipro').locator('..'), 'Cipro');

  const select = page.getByRole('form', { name: 'Aggiungi società' }).getByLabel('Paese di costituzione');
  await select.click();
  await expectFlagWithName(page.getByRole('option', { name: 'Irlanda', exact: true }), 'Irlanda');
  await expectNoEmojiFlags(page);
  await page.getByRole('option', { name: 'Irlanda', exact: true }).click();
  await expectFlagWithName(select, 'Irlanda');
});
