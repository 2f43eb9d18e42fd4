import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { createVerifiedUser, expectPageLive, openAs } from './support/auth';
import { E2E_BASE_URL, E2E_OWNER } from './support/env';
import { createStaffAccount } from './support/staff';
import { answerTo, chooseOption, searchFor } from './support/ui';

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
  const card = page.getByRole('list', { name: 'Email in uscita' }).getByRole('listitem').filter({ hasText: client.email });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Inviata');
});

test('the outbox lives in the address: reload and Back restore it, a header sorts', async ({ page }) => {
  const client = await createVerifiedUser(page.request, 'Ottavio Ordine');
  await openAs(page, E2E_OWNER, '/posta-in-uscita');
  // A second message to the same person: a password reset sent by the staff.
  const [found] = ((await (await page.request.get('/api/login-users', { params: { q: client.email } })).json()) as { items: { id: string }[] }).items;
  expect((await page.request.post(`/api/login-users/${found!.id}/reset-password`, { headers: { origin: E2E_BASE_URL } })).status()).toBe(200);

  await searchFor(page.getByRole('searchbox', { name: 'Cerca email' }), client.email, { path: '/api/mail-outbox', param: 'q' });
  const table = page.getByRole('table', { name: 'Email in uscita' });
  // Oggetto, after the button of the row's details (Errore has no room beside the open sidebar) and Destinatario.
  const subjects = table.locator('tbody tr td:nth-child(3)');
  // Newest first.
  await expect(subjects).toHaveText(['Reimposta la password', 'Conferma il tuo account']);

  const date = table.getByRole('columnheader', { name: 'Data' });
  const ascending = answerTo(page, '/api/mail-outbox', { sort: 'createdAt', dir: 'asc' });
  await date.getByRole('button').click();
  await ascending;
  await expect(date).toHaveAttribute('aria-sort', 'ascending');
  await expect(subjects).toHaveText(['Conferma il tuo account', 'Reimposta la password']);

  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('searchbox', { name: 'Cerca email' })).toHaveValue(client.email);
  await expect(date).toHaveAttribute('aria-sort', 'ascending');
  await expect(subjects).toHaveText(['Conferma il tuo account', 'Reimposta la password']);
  await page.goBack();
  await expect(date).not.toHaveAttribute('aria-sort');
  await expect(subjects).toHaveText(['Reimposta la password', 'Conferma il tuo account']);
  await expect(page.getByText('1–2 di 2 email')).toBeVisible();
});

test('a moderatore cannot open Posta in uscita', async ({ page }) => {
  await openAs(page, await createStaffAccount('moderatore', 'Mara Senzaposta'), '/posta-in-uscita');
  await expect(page.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
  expect((await page.request.get('/api/mail-outbox')).status()).toBe(403);
});
