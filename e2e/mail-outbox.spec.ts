import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { createVerifiedUser, openAs } from './support/auth';
import { E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';
import { answerTo, chooseOption } from './support/ui';

test('the proprietario follows every e-mail in Posta in uscita, on a desktop and on a phone', async ({ page }) => {
  // Its confirmation e-mail went through the queue and out to the outbox.
  const client = await createVerifiedUser(page.request, 'Orsola Posta');
  await openAs(page, E2E_OWNER, '/posta-in-uscita');
  await expect(page.getByRole('heading', { name: 'Posta in uscita' })).toBeVisible();

  const sent = answerTo(page, '/api/mail-outbox', { status: 'sent' });
  await chooseOption(page.getByRole('combobox', { name: 'Filtra per stato' }), 'Inviate');
  await sent;
  const row = page.getByRole('table', { name: 'Email in uscita' }).getByRole('row').filter({ hasText: client.email });
  await expect(row).toContainText('Conferma il tuo account');
  await expect(row).toContainText('Inviata');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  const card = page.getByTestId('mail-card').filter({ hasText: client.email });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Inviata');
});

test('a moderatore cannot open Posta in uscita', async ({ page }) => {
  await openAs(page, await createStaffAccount('moderatore', 'Mara Senzaposta'), '/posta-in-uscita');
  await expect(page.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
  expect((await page.request.get('/api/mail-outbox')).status()).toBe(403);
});
