import { expect, test } from '@playwright/test';
import { createVerifiedUser, openAs } from './support/auth';
import { expectNoHorizontalScroll, expectNoSeriousA11yIssues } from './support/a11y';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('signed in on two devices, the person sees both in Profilo and signs the other one out', async ({ page, browser }) => {
  const user = await createVerifiedUser(page.request, 'Sara Conti');
  const phone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  await openAs(phonePage, user, '/profilo');
  await phonePage.getByRole('tab', { name: 'Impostazioni' }).click();
  // At 390 px the rows wrap inside the screen.
  await expect(phonePage.getByRole('list', { name: 'Sessioni attive' }).getByRole('listitem')).toHaveCount(1);
  await expectNoHorizontalScroll(phonePage);

  await openAs(page, user, '/profilo');
  await page.getByRole('tab', { name: 'Impostazioni' }).click();
  const list = page.getByRole('list', { name: 'Sessioni attive' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Questo dispositivo');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Safari su iPhone');
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Esci dagli altri dispositivi' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Uscire dagli altri dispositivi?' });
  await dialog.getByRole('button', { name: 'Esci dagli altri dispositivi' }).click();
  await expect(page.getByText('Chiusa la sessione sull\'altro dispositivo')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The phone is signed out: its next page is the sign-in form.
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/auth/);
  await phone.close();
});
