import { expect, test } from '@playwright/test';
import { openAs, userWithRole, expectPageLive } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';
import { createStaffAccount } from './support/staff';
import { chooseOption } from './support/ui';

test('the owner sees every country with its bundled flag and notes, and saves tax rate and status', async ({ page }) => {
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/paesi');
  await expect(page.getByRole('heading', { name: 'Gestione Paesi' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Riepilogo' });
  await expect(summary.getByText('Paesi Gestiti')).toBeVisible();
  await expect(summary.getByText('17', { exact: true })).toBeVisible();
  for (const label of ['Clienti Totali', 'Documenti', 'Attivi']) await expect(summary.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(17);

  const malta = page.getByRole('article', { name: 'Malta' });
  const flag = malta.getByRole('img', { name: 'Bandiera: Malta' });
  await expect(flag).toBeVisible();
  // Served by the app itself, never an outside host; and it actually loads.
  expect(new URL((await flag.getAttribute('src'))!, page.url()).origin).toBe(new URL(page.url()).origin);
  // Visible (its box) comes before loaded: poll until it has loaded.
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(malta.getByText('Aliquota 35%')).toBeVisible();
  await expect(malta.getByText('Attivo', { exact: true })).toBeVisible();
  await expect(malta.getByText('Verificare la sostanza locale per il rimborso d\'imposta.')).toBeVisible();
  await expect(malta.getByText('Compliance Score')).toBeVisible();
  await expect(malta.getByRole('button', { name: 'Dettagli' })).toBeDisabled();
  await expectNoSeriousA11yIssues(page);

  await malta.getByRole('button', { name: 'Gestisci Malta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestisci Malta' });
  await dialog.getByLabel('Aliquota').fill('abc');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Inserisci un\'aliquota valida tra 0 e 100 (es. 12,5)')).toBeVisible();
  await dialog.getByLabel('Aliquota').fill('30,5');
  await chooseOption(dialog.getByLabel('Status'), 'In Revisione');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Paese Malta aggiornato con successo')).toBeVisible();
  await expect(malta.getByText('Aliquota 30,5%')).toBeVisible();
  await expect(malta.getByText('In Revisione', { exact: true })).toBeVisible();

  await page.reload();
  await expectPageLive(page);
  await expect(page.getByRole('article', { name: 'Malta' }).getByText('Aliquota 30,5%')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a moderatore sees the cards without notes and without Gestisci', async ({ page }) => {
    await openAs(page, await createStaffAccount('moderatore'), '/paesi');
    const us = page.getByRole('article', { name: 'Stati Uniti' });
    await expect(us.getByRole('img', { name: 'Bandiera: Stati Uniti' })).toBeVisible();
    await expect(us.getByText('Aliquota 21%')).toBeVisible();
    await expect(us.getByText('LLC trasparente per i non residenti')).toBeVisible();
    await expect(page.getByText('LLC: deposito BOI entro 60 giorni dalla costituzione.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Gestisci/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });
});
