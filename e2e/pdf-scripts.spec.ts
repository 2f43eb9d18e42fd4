import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../server/seed/factories/pdf';
import { openAs, userWithRole } from './support/auth';
import { createClient } from './support/data';
import { E2E_BASE_URL } from './support/env';

/**
 * A stored PDF runs none of its scripts on any path a person can take: the app's viewer
 * draws it with pdf.js, and its address opened in a tab is a download, never Chromium's
 * own viewer (which runs the script whatever the answer's CSP says).
 */

const tag = () => Math.random().toString(36).slice(2, 7);

/** Every dialog `page` opens, dismissed and remembered: the PDF's app.alert opens one where its script runs. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** The address typed in a new tab: it must come as a download, and the PDF's script must not run first. */
async function openTyped(page: Page, url: string) {
  const dialogs = watchDialogs(page);
  const outcome = Promise.race([
    page.waitForEvent('download'),
    page.waitForEvent('dialog').then((dialog) => Promise.reject(new Error(`Lo script del PDF è stato eseguito: ${dialog.message()}`))),
  ]);
  const navigation = await page.goto(url).then(
    (response) => response,
    (error: Error) => (error.message.includes('Download is starting') ? null : Promise.reject(error)),
  );
  const download = await outcome;
  expect(navigation, 'la pagina non mostra il PDF').toBeNull();
  expect(dialogs).toEqual([]);
  return download;
}

test('a PDF with an opening script: Visualizza draws it in the app, its address in a tab downloads it, no script ever runs', async ({ page }) => {
  const t = tag();
  const company = `Vipera ${t} Holding Ltd`;
  const dialogs = watchDialogs(page);
  await openAs(page, await userWithRole(page.request, 'proprietario'));
  const client = await createClient(page.request, company, { countryCode: 'MT' });
  const uploaded = await page.request.post('/api/documents', {
    headers: { origin: E2E_BASE_URL },
    multipart: {
      clientId: client.id,
      title: `Contratto con script ${t}`,
      accessLevel: 'private',
      category: 'Altri',
      file: { name: 'script.pdf', mimeType: 'application/pdf', buffer: makePdf([['Contratto di servizio']], { openScript: 'app.alert("eseguito");' }) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  const fileUrl = `/api/documents/${id}/file`;

  // Visualizza: the app's own viewer fetches the bytes and draws them; nothing navigates to the file.
  await page.goto(`/documenti-privati?cliente=${client.id}`);
  const fileReads: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === fileUrl && fileReads.push(request.resourceType())));
  const viewerRead = page.waitForResponse((response) => new URL(response.url()).pathname === fileUrl);
  await page.getByRole('button', { name: `Visualizza Contratto con script ${t}` }).click();
  const viewer = page.getByRole('dialog', { name: `Contratto con script ${t}` });
  await expect(viewer.getByLabel('Pagina 1 di 1')).toBeVisible({ timeout: 30_000 });
  expect((await viewerRead).headers()['content-disposition']).toMatch(/^inline;/);
  expect(fileReads).toEqual(['fetch']);
  expect(dialogs).toEqual([]);

  // The address typed in a tab, asking for inline or not: a download under the file's name.
  for (const url of [`${fileUrl}?disposition=inline`, fileUrl]) {
    const tab = await page.context().newPage();
    const download = await openTyped(tab, url);
    expect(download.suggestedFilename()).toBe('script.pdf');
    await tab.close();
  }
  expect(dialogs).toEqual([]);
});
