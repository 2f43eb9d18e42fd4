import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_OWNER, E2E_PORT, E2E_TERMS_URL } from './e2e/support/env';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker: the auth rate limit counts per address, and every test comes from localhost.
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node dist/server/main.js`,
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: E2E_BASE_URL,
      OWNER_EMAIL: E2E_OWNER.email,
      OWNER_PASSWORD: E2E_OWNER.password,
      OWNER_NAME: E2E_OWNER.name,
      TERMS_URL: E2E_TERMS_URL,
      // One line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
  },
});
