import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, openAs } from './support/auth';
import { E2E_BASE_URL } from './support/env';
import { chooseOption } from './support/ui';

// The browser's own zone is neither the profile's default (Rome) nor the one chosen (Tokyo).
test.use({ timezoneId: 'America/Los_Angeles' });

/** An instant as the app writes it (dd/mm/yyyy hh:mm) in `timeZone`, computed here from the instant. */
function writtenIn(instant: string, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('it-IT', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The time shown in the activity log's row for `details`. */
const timeOf = (page: Page, details: string) => page.getByRole('table', { name: 'Attività' }).getByRole('row').filter({ hasText: details }).locator('time');

test("the activity log shows the time of an event in the zone chosen in the profile, not the browser's", async ({ page }) => {
  const user = await createVerifiedUser(page.request, 'Yuki Tanaka');
  await openAs(page, user, '/profilo');
  const company = `Fuso ${Date.now().toString(36)} KK`;
  const added = await page.request.post('/api/profile/companies', { data: { companyName: company, countryCode: 'MT' }, headers: { origin: E2E_BASE_URL } });
  expect(added.status(), await added.text()).toBe(201);
  const log = (await (await page.request.get('/api/activity')).json()) as { items: { details: string | null; createdAt: string }[] };
  const event = log.items.find((e) => e.details?.startsWith(company));
  expect(event).toBeDefined();
  const { createdAt } = event!;
  // The three zones write the event differently (Tokyo is 7 or 8 hours ahead of Rome, Los Angeles 9 behind).
  expect(new Set([writtenIn(createdAt, 'Asia/Tokyo'), writtenIn(createdAt, 'Europe/Rome'), writtenIn(createdAt, 'America/Los_Angeles')]).size).toBe(3);

  // No zone chosen yet: the profile's default, Rome.
  await page.goto('/attivita-recenti');
  await expect(timeOf(page, company)).toHaveText(writtenIn(createdAt, 'Europe/Rome'));

  // Tokyo chosen in /profilo → Impostazioni.
  await page.goto('/profilo');
  await page.getByRole('tab', { name: 'Impostazioni' }).click();
  const form = page.getByRole('form', { name: 'Fuso orario' });
  await chooseOption(form.getByLabel('Fuso orario'), /Tokyo/);
  await form.getByRole('button', { name: 'Salva impostazioni' }).click();
  await expect(page.getByText('Fuso orario aggiornato con successo')).toBeVisible();

  // Reached from the dashboard without reloading, then after a reload (the page as the server sends it).
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Vedi tutte' }).click();
  await expect(page).toHaveURL(/\/attivita-recenti$/);
  await expect(timeOf(page, company)).toHaveText(writtenIn(createdAt, 'Asia/Tokyo'));
  await page.reload();
  await expect(timeOf(page, company)).toHaveText(writtenIn(createdAt, 'Asia/Tokyo'));
  await expect(timeOf(page, company)).toHaveAttribute('datetime', createdAt);
});
