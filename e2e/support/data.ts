import { expect, type APIRequestContext } from '@playwright/test';
import { BOI_RULE_ID } from '@domain/compliance/rules';
import { makePdf } from '../../server/seed/factories/pdf';
import { uniqueEmail, type TestUser } from './auth';
import { E2E_BASE_URL } from './env';

/**
 * Data made through the HTTP API, as the person signed in on `request` (a page's
 * `page.request` shares the page's session). Each call checks the answer.
 */

const send = (request: APIRequestContext, url: string, data: unknown) => request.post(url, { data, headers: { origin: E2E_BASE_URL } });

/** 'YYYY-MM-DD' of the incorporation whose BOI deadline falls `days` days from today (Italian calendar). */
export function incorporationFor(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days - 60);
  return d.toISOString().slice(0, 10);
}

/**
 * Switches the spec's BOI rule on for the firm, as the proprietario signed in on `request`
 * (PUT /api/compliance-rules/us-boi). The rule is off by default (PRODUCT.md section 5): a spec
 * that shows BOI deadlines calls this in its own setup, before it creates its clients, which then
 * get their BOI report as they are created (the whole-firm refresh the switch queues only does it
 * again). Idempotent: an earlier spec of the run may have switched it on already.
 */
export async function switchBoiRuleOn(request: APIRequestContext): Promise<void> {
  const res = await request.put(`/api/compliance-rules/${BOI_RULE_ID}`, { data: { enabled: true }, headers: { origin: E2E_BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ id: BOI_RULE_ID, enabled: true });
}

/**
 * Nuovo Cliente (staff): the client and its login, a role user whose e-mail is
 * already confirmed. `extra` overrides or adds fields (countryCode, incorporationDate…).
 */
export async function createClient(request: APIRequestContext, companyName: string, extra: Record<string, string> = {}): Promise<{ id: string; login: TestUser }> {
  const login: TestUser = { email: uniqueEmail('cliente'), password: 'segreta1', name: extra.fullName ?? 'Paolo Rossi' };
  const res = await send(request, '/api/clients', { companyName, fullName: login.name, email: login.email, password: login.password, countryCode: 'US', ...extra });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as { id: string }), login: { ...login, email: extra.email ?? login.email, password: extra.password ?? login.password } };
}

/** A one-page PDF document of a client, private or shared, with `text` inside. */
export async function uploadDocument(request: APIRequestContext, input: { clientId: string; title: string; accessLevel: 'private' | 'shared'; text: string }): Promise<void> {
  const res = await request.post('/api/documents', {
    headers: { origin: E2E_BASE_URL },
    multipart: {
      clientId: input.clientId,
      title: input.title,
      accessLevel: input.accessLevel,
      category: 'Altri',
      file: { name: `${input.title}.pdf`, mimeType: 'application/pdf', buffer: makePdf([[input.text]]) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A contract: a one-page PDF with its title and description. */
export async function uploadContract(request: APIRequestContext, input: { title: string; description?: string }): Promise<{ id: string }> {
  const res = await request.post('/api/contracts', {
    headers: { origin: E2E_BASE_URL },
    multipart: {
      title: input.title,
      description: input.description ?? '',
      file: { name: 'contratto.pdf', mimeType: 'application/pdf', buffer: makePdf([[input.title]]) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** Deletes a contract (the contracts page is shared by every test of a run). */
export async function deleteContract(request: APIRequestContext, id: string): Promise<void> {
  const res = await request.delete(`/api/contracts/${id}`, { headers: { origin: E2E_BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
}

/** An expense or an income in the caller's ledger (the firm's for staff, their own for a role user). */
export async function addLedgerRow(
  request: APIRequestContext,
  kind: 'expenses' | 'income',
  data: { amount: string; description: string; date: string; bankAccount?: string; sender?: string },
): Promise<void> {
  const res = await send(request, `/api/money/${kind}`, data);
  expect(res.status(), await res.text()).toBe(201);
}

/** A bank application of the caller, 'In Attesa'. */
export async function createBankApplication(
  request: APIRequestContext,
  data: { bankName: string; accountType: string; businessType?: string; annualTurnover?: string; description?: string },
): Promise<{ id: string }> {
  const res = await send(request, '/api/bank-applications', data);
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** Moves a bank application along its workflow (proprietario or admin). */
export async function setBankApplicationStatus(request: APIRequestContext, id: string, status: 'in_review' | 'approved' | 'rejected'): Promise<void> {
  const res = await request.patch(`/api/bank-applications/${id}/status`, { data: { status }, headers: { origin: E2E_BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
}
