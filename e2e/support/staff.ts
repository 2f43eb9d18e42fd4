import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { StaffRole } from '@domain/policy';
import { signInViaApi, uniqueEmail, type TestUser } from './auth';
import { E2E_BASE_URL, E2E_OWNER } from './env';

/**
 * Creates a confirmed staff account of `role` through POST /api/staff, as the
 * first proprietario: on `owner` when given (a request context already signed in
 * as the proprietario), otherwise on a request context of its own, signed in for
 * the purpose (the caller's session is left alone). Sign the new person in with
 * signInViaApi / openAs.
 */
export async function createStaffAccount(role: StaffRole, name = `Staff ${role}`, owner?: APIRequestContext): Promise<TestUser> {
  const staff: TestUser = { email: uniqueEmail(role), password: 'Staff!2024', name };
  const request = owner ?? (await playwrightRequest.newContext({ baseURL: E2E_BASE_URL }));
  try {
    if (!owner) await signInViaApi(request, E2E_OWNER);
    const res = await request.post('/api/staff', {
      data: { fullName: name, email: staff.email, password: staff.password, role },
      headers: { origin: E2E_BASE_URL },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    if (!owner) await request.dispose();
  }
  return staff;
}
