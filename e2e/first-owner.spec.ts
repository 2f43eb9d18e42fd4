import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { envWithoutAppSettings, freePort } from '../server/test/run-node';
import { signInThroughForm } from './support/auth';

/**
 * The first start of a server without OWNER_NAME: its first proprietario is asked for a
 * name at the first sign-in. A server of its own, since the shared one has OWNER_NAME.
 */
const OWNER = { email: 'titolare@primo-avvio.test', password: 'Titolare!Rara2026' };

let server: ChildProcess;
let baseUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  // Made by the server, like E2E_DATA_DIR, so that PostgreSQL (another system user) may enter it.
  dataDir = path.join(os.tmpdir(), `arcadia-e2e-first-owner-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...envWithoutAppSettings(), PORT: String(port), DATA_DIR: dataDir, APP_URL: baseUrl, OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What the server prints, shown if it does not start.
  let output = '';
  const collect = (d: Buffer) => (output += d);
  server.stdout!.on('data', collect);
  server.stderr!.on('data', collect);
  const stopped = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`si è fermato (codice ${code})`))));
  stopped.catch(() => {});
  try {
    await Promise.race([
      expect.poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.status, { timeout: 120_000, intervals: [500] }).toBe(200),
      stopped,
    ]);
  } catch (error) {
    throw new Error(`Il server senza OWNER_NAME non è partito: ${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  }
  // Started: its output is no longer kept, the pipes stay drained.
  server.stdout!.off('data', collect).resume();
  server.stderr!.off('data', collect).resume();
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const ended = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await ended;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the first proprietario without OWNER_NAME gives their name at the first sign-in, before anything else', async ({ page }) => {
  await page.goto(`${baseUrl}/auth`);
  await signInThroughForm(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Come ti chiami?' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Il tuo nome' });
  await form.getByLabel('Nome completo').fill('   ');
  await form.getByRole('button', { name: 'Continua' }).click();
  await expect(form.getByText('Il nome completo è obbligatorio')).toBeVisible();
  // The server is the guard: a name the form would let through but the server refuses, its reason on the field.
  await page.route('**/api/profile/name', (route) => route.continue({ postData: JSON.stringify({ fullName: 'A'.repeat(201) }) }));
  await form.getByLabel('Nome completo').fill('Giovanna Esposito');
  await form.getByRole('button', { name: 'Continua' }).click();
  await expect(form.getByText('Il nome è troppo lungo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Come ti chiami?' })).toBeVisible();
  await page.unroute('**/api/profile/name');

  await form.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto, Giovanna Esposito!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto, Giovanna Esposito!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Come ti chiami?' })).toHaveCount(0);
});
