import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_OWNER } from './env';
import { linkFromOutbox } from './outbox';

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

/** A unique e-mail address per call, so tests never share an account. */
export function uniqueEmail(prefix = 'utente'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/**
 * POSTs to the auth server, waiting out its rate limit (3 sign-ins per 10 s per
 * address): on a 429 it sleeps for X-Retry-After seconds and tries again.
 */
export async function authPost(request: APIRequestContext, path: string, data: unknown) {
  for (let attempt = 0; ; attempt++) {
    const res = await request.post(`/api/auth/${path}`, { data, headers: { origin: E2E_BASE_URL } });
    if (res.status() !== 429 || attempt >= 5) return res;
    const wait = Number(res.headers()['x-retry-after'] ?? '2');
    await new Promise((r) => setTimeout(r, (Number.isFinite(wait) ? wait : 2) * 1000 + 250));
  }
}

/** Signs in through the API; the session cookie lands in `request` (a page's `page.request` shares it with the page). */
export async function signInViaApi(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const res = await authPost(request, 'sign-in/email', { email: user.email, password: user.password });
  expect(res.status(), await res.text()).toBe(200);
}

/** A confirmed account with role user: signed up through the API, confirmed through the link in the outbox. */
export async function createVerifiedUser(request: APIRequestContext, name = 'Giulia Verdi'): Promise<TestUser> {
  const user = { email: uniqueEmail(), password: 'Segreta!123', name };
  const since = Date.now() - 1000;
  const res = await authPost(request, 'sign-up/email', { ...user, callbackURL: '/auth?verified=1' });
  expect(res.status(), await res.text()).toBe(200);
  const link = await linkFromOutbox(user.email, '/verify-email', since);
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBeLessThan(400);
  return user;
}

/** The test person for a role. Only 'user' and the owner exist until roles can be assigned through the API. */
export async function userWithRole(request: APIRequestContext, role: 'proprietario' | 'user'): Promise<TestUser> {
  return role === 'proprietario' ? E2E_OWNER : createVerifiedUser(request);
}

/** Signs `page` in as `user` (through the API) and opens `path`, once the app has taken the page over. */
export async function openAs(page: Page, user: Pick<TestUser, 'email' | 'password'>, path = '/'): Promise<void> {
  await signInViaApi(page.request, user);
  await page.goto(path);
  await expectPageLive(page);
}

/**
 * The page the server rendered is live: the app has taken it over and lifted its busy
 * mark (web/src/lib/page-request.tsx). Clicks wait for it by themselves; events
 * dispatched straight at the page (a drop) do not.
 */
export async function expectPageLive(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
}

/**
 * Submits the sign-in form on /auth. When the rate limit answers (the inline
 * 'Troppi tentativi' alert) it waits and submits again.
 */
export async function signInThroughForm(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Accedi' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email'));
    await form.getByRole('button', { name: 'Accedi' }).click();
    const res = await answer;
    if (res.status() !== 429) return;
    const wait = Number(res.headers()['x-retry-after'] ?? '2');
    await page.waitForTimeout((Number.isFinite(wait) ? wait : 2) * 1000 + 250);
  }
}

/**
 * Records into `errors` what `page` logs as an error or throws, with the page's address.
 * A page the server rendered that the browser cannot take over as it is (a hydration
 * mismatch) shows here.
 */
export function collectPageErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => void (message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`)));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
}
