import { expect, request as playwrightRequest } from '@playwright/test';
import type { StaffRole } from '@domain/policy';
import { signInViaApi, uniqueEmail, type TestUser } from './auth';
import { E2E_BASE_URL, E2E_OWNER } from './env';

/**
 * Creates a confirmed staff account of `role` through POST /api/staff, signed in
 * as the first proprietario on a request context of its own (the caller's
 * session is left alone). Sign the new person in with signInViaApi / openAs.
 */
export async function createStaffAccount(role: StaffRole, name = `Staff ${role}`): Promise<TestUser> {
  const staff: TestUser = { email: uniqueEmail(role), password: 'Staff!2024', name };
  const owner = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await signInViaApi(owner, E2E_OWNER);
    const res = await owner.post('/api/staff', {
      data: { fullName: name, email: staff.email, password: staff.password, role },
      headers: { origin: E2E_BASE_URL },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await owner.dispose();
  }
  return staff;
}
