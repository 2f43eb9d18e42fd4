import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApp } from '../app';
import { CLIENT_IP_HEADER } from './http/client-address';
import { log, loggedPath } from './log';
import { captureLog } from '../test/log';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

/** Runs `action` with the logger captured at info; returns what it wrote. */
async function logged(action: () => Promise<unknown>) {
  const capture = captureLog();
  try {
    await action();
  } finally {
    capture.restore();
  }
  return capture;
}

describe('request log', () => {
  it('writes one JSON line per request: request id, the signed-in person, method, path, status, duration', async () => {
    const owner = await t.user('proprietario');
    let requestId = '';
    const out = await logged(async () => {
      const res = await t.request('GET', '/api/me', { as: owner });
      expect(res.status).toBe(200);
      requestId = res.headers.get('x-request-id')!;
    });
    const [line, ...rest] = out.lines();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 'info', msg: 'richiesta', reqId: requestId, userId: owner.id, method: 'GET', path: '/api/me', status: 200 });
    expect(line!.ms).toEqual(expect.any(Number));
    expect(new Date(line!.time as string).toISOString()).toBe(line!.time);
    // The session cookie sent with it is nowhere in the log.
    expect(out.text()).not.toContain(owner.cookie.split('=')[1]!.split(';')[0]);
  });

  it('has no person for a request that read no session, and logs the status the error handler gave', async () => {
    const out = await logged(() => t.request('GET', '/api/clients'));
    expect(out.lines()).toEqual([expect.objectContaining({ method: 'GET', path: '/api/clients', status: 401 })]);
    expect(out.lines()[0]).not.toHaveProperty('userId');
  });

  it('writes nothing below LOG_LEVEL', async () => {
    const capture = captureLog('warn');
    try {
      await t.request('GET', '/api/health');
    } finally {
      capture.restore();
    }
    expect(capture.text()).toBe('');
  });
});

describe('secrets stay out of the log', () => {
  it('logs a failed sign-in with the address used and the client, never the password', async () => {
    const user = await t.user('user', { email: 'accesso@example.it', password: 'giusta-password-1' });
    const warnings = vi.spyOn(console, 'warn');
    onTestFinished(() => warnings.mockRestore());
    const out = await logged(() =>
      t.request('POST', '/api/auth/sign-in/email', { json: { email: 'Accesso@Example.it', password: 'password-sbagliata-77' }, headers: { [CLIENT_IP_HEADER]: '203.0.113.9' } }),
    );
    const failed = out.lines().find((l) => l.msg === 'Accesso non riuscito');
    expect(failed).toMatchObject({ level: 'warn', email: user.email, ip: '203.0.113.9', status: 401, reqId: expect.any(String) });
    expect(out.text()).not.toContain('password-sbagliata-77');
    // The auth library's own warning comes through the same log, not the console.
    expect(warnings).not.toHaveBeenCalled();
    expect(out.lines()).toContainEqual(expect.objectContaining({ level: 'warn', area: 'auth', msg: 'Invalid password' }));
  });

  it('logs a sign-in refused for too many attempts', async () => {
    const email = 'bersaglio@example.it';
    const out = await logged(async () => {
      for (let i = 0; i < 12; i++) {
        await t.request('POST', '/api/auth/sign-in/email', { json: { email, password: `tentativo-${i}` } });
      }
    });
    expect(out.lines().find((l) => l.msg === 'Accesso rifiutato: troppi tentativi')).toMatchObject({ level: 'warn', email, status: 429 });
    expect(out.text()).not.toContain('tentativo-');
  });

  it('leaves the key out of a password-reset link and of a calendar address', () => {
    expect(loggedPath('/api/auth/reset-password/AbC123tOkEn')).toBe('/api/auth/reset-password/***');
    expect(loggedPath('/api/calendar/u1/segreto.ics')).toBe('/api/calendar/u1/***');
    expect(loggedPath('/api/clients/12')).toBe('/api/clients/12');
  });

  it('does not log the query string, where verification links carry their token', async () => {
    const out = await logged(() => t.request('GET', '/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.segreto.firma'));
    expect(out.lines()[0]).toMatchObject({ path: '/api/auth/verify-email' });
    expect(out.text()).not.toContain('segreto');
  });

  it('masks passwords, tokens, cookies and authorization headers at the top, in headers and in a body', async () => {
    const out = await logged(async () => {
      log.info({ password: 'p1', token: 't1', headers: { cookie: 'c1', authorization: 'Bearer a1' }, body: { newPassword: 'p2', currentPassword: 'p3' } }, 'prova');
    });
    expect(out.lines()[0]).toMatchObject({ password: '***', token: '***', headers: { cookie: '***', authorization: '***' }, body: { newPassword: '***', currentPassword: '***' } });
    expect(out.text()).not.toMatch(/p1|t1|c1|a1|p2|p3/);
  });

  it('logs an unexpected error with its request id, without the values of the query that failed', async () => {
    const app = createApp(t.ctx);
    app.get('/prova/errore', () => {
      throw new Error('Failed query: select * from "session" where "token" = $1\nparams: token-di-sessione-segreto');
    });
    let requestId = '';
    const out = await logged(async () => {
      const res = await app.request('/prova/errore');
      expect(res.status).toBe(500);
      requestId = res.headers.get('x-request-id')!;
    });
    const error = out.lines().find((l) => l.level === 'error');
    expect(error).toMatchObject({ msg: 'errore interno', reqId: requestId, path: '/prova/errore', err: { message: expect.stringContaining('Failed query') } });
    expect(out.text()).not.toContain('token-di-sessione-segreto');
    expect(out.lines().find((l) => l.msg === 'richiesta')).toMatchObject({ reqId: requestId, status: 500 });
  });
});
