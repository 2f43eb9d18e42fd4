import { expect, test, type Page } from '@playwright/test';
import { addDays, formatDateIt, todayIso } from '@domain/periods';
import { expectPageLive, openAs, userWithRole } from './support/auth';
import { expectNoSeriousA11yIssues } from './support/a11y';

// A browser in English: its own date field would ask for mm/dd/yyyy. The app's asks for gg/mm/aaaa.
test.use({ locale: 'en-US' });

const tag = () => Math.random().toString(36).slice(2, 7);

async function openClientRow(page: Page, t: string) {
  // The search lives in the address.
  await page.goto(`/clienti?q=${t}`);
  await expectPageLive(page);
  const row = page.getByRole('table', { name: 'Clienti' }).getByRole('row').filter({ hasText: t });
  await expect(row).toHaveCount(1);
  return row;
}

test('an English-language browser types, picks and reads dates as dd/mm/yyyy', async ({ page }) => {
  const t = tag();
  const company = `Data ${t} Trading LLC`;
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/clienti');

  // Typed as digits, the slashes come by themselves; saved as that day.
  await page.getByRole('button', { name: 'Nuovo Cliente' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo Cliente' });
  const date = form.getByRole('textbox', { name: 'Data di Costituzione' });
  await expect(date).toHaveAttribute('placeholder', 'gg/mm/aaaa');
  await date.pressSequentially('31022023');
  await expect(date).toHaveValue('31/02/2023');
  await expect(form.getByText('Questa data non esiste: controlla giorno e mese')).toBeVisible();
  await date.fill('');
  await date.pressSequentially('12042023');
  await expect(date).toHaveValue('12/04/2023');
  await expect(form.getByText('Questa data non esiste: controlla giorno e mese')).toHaveCount(0);
  await form.getByLabel('Nome Azienda *').fill(company);
  await form.getByLabel('Responsabile *').fill('Marta Bianchi');
  await form.getByLabel('Email *').fill(`data.${t}@e2e.test`);
  await form.getByLabel('Password (min. 6 caratteri)').fill('segreta1');
  await form.getByRole('button', { name: 'Crea Cliente' }).click();
  await expect(page.getByText(`Cliente ${company} creato con successo con accesso all'app`)).toBeVisible();
  const row = await openClientRow(page, t);
  await expect(row.getByText('12/04/2023')).toBeVisible();

  // The calendar: Italian, weeks from Monday, the future out of reach, usable by keyboard and screen reader.
  await row.getByRole('button', { name: `Modifica ${company}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica Cliente' });
  const editDate = edit.getByRole('textbox', { name: 'Data di Costituzione' });
  await expect(editDate).toHaveValue('12/04/2023');
  await edit.getByRole('button', { name: 'Apri il calendario' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendario' });
  await expect(calendar.getByRole('grid', { name: 'aprile 2023' })).toBeVisible();
  await expect(calendar.locator('th').first()).toHaveText('lun');
  await expect(calendar.getByRole('button', { name: /12 aprile 2023, selezionato/ })).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByRole('button', { name: /19 aprile 2023/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(editDate).toHaveValue('19/04/2023');
  await expect(editDate).toBeFocused();

  await edit.getByRole('button', { name: 'Apri il calendario' }).click();
  const today = todayIso();
  await calendar.getByRole('combobox', { name: 'Scegli l’anno' }).selectOption(today.slice(0, 4));
  await calendar.getByRole('combobox', { name: 'Scegli il mese' }).selectOption(String(Number(today.slice(5, 7)) - 1));
  await expect(calendar.getByRole('grid')).toHaveAccessibleName(new RegExp(`${today.slice(0, 4)}$`));
  await expect(calendar.getByRole('button', { name: 'Vai al mese successivo' })).toHaveAttribute('aria-disabled', 'true');
  const tomorrow = addDays(today, 1);
  if (tomorrow.slice(0, 7) === today.slice(0, 7)) await expect(calendar.locator(`[data-day="${tomorrow}"] button`)).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(edit.getByRole('button', { name: 'Apri il calendario' })).toBeFocused();
  await expect(edit).toBeVisible();
  // A day after today is refused when typed, with the reason.
  await editDate.fill(formatDateIt(tomorrow));
  await expect(edit.getByText('La data non può essere successiva a oggi')).toBeVisible();
  await edit.getByRole('button', { name: 'Salva Modifiche' }).click();
  await expect(edit).toBeVisible();
  await editDate.fill('19/04/2023');
  await edit.getByRole('button', { name: 'Salva Modifiche' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('19/04/2023')).toBeVisible();

  // In place, in the table: Enter saves the typed day.
  await row.getByRole('button', { name: 'Modifica Data Costituzione: 19/04/2023' }).click();
  const cell = page.getByRole('textbox', { name: 'Modifica Data Costituzione' });
  await expect(cell).toHaveValue('19/04/2023');
  await cell.fill('01/02/2022');
  await cell.press('Enter');
  await expect(page.getByText('Campo aggiornato con successo').first()).toBeVisible();
  await expect(row.getByText('01/02/2022')).toBeVisible();
});

test('on a phone the calendar stays on screen and picks today', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, await userWithRole(page.request, 'proprietario'), '/clienti');
  await page.getByRole('button', { name: 'Nuovo Cliente' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo Cliente' });
  await form.getByRole('button', { name: 'Apri il calendario' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendario' });
  await expect(calendar).toBeInViewport({ ratio: 1 });
  await calendar.getByRole('button', { name: /^Oggi, / }).click();
  await expect(form.getByRole('textbox', { name: 'Data di Costituzione' })).toHaveValue(formatDateIt(todayIso()));
});
