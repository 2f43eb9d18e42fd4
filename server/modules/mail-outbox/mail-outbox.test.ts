import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLog, mailMessages } from '../../platform/db/schema';
import { MAIL_MAX_ATTEMPTS, queueMail } from '../../platform/mail/mail-queue';
import { deliverMail } from '../../test/mail';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const client = await t.user('user');

const transport = t.ctx.mailer;
const working = transport.send;
afterEach(() => {
  transport.send = working;
});

const mail = (to: string, subject = 'Oggetto') => ({ to, subject, text: 'Testo', html: '<p>Testo</p>', link: 'http://localhost:3000/api/auth/reset-password/segreto' });

describe('Posta in uscita', () => {
  it('is open to proprietario and admin only', async () => {
    expect((await t.request('GET', '/api/mail-outbox', { as: owner })).status).toBe(200);
    expect((await t.request('GET', '/api/mail-outbox', { as: admin })).status).toBe(200);
    expect((await t.request('GET', '/api/mail-outbox', { as: moderator })).status).toBe(403);
    expect((await t.request('GET', '/api/mail-outbox', { as: client })).status).toBe(403);
    expect((await t.request('GET', '/api/mail-outbox')).status).toBe(401);
    const id = await queueMail(t.ctx, mail('ruoli@example.it'));
    expect((await t.request('POST', `/api/mail-outbox/${id}/retry`, { as: moderator })).status).toBe(403);
    expect((await t.request('POST', `/api/mail-outbox/${id}/retry`, { as: client })).status).toBe(403);
    await deliverMail(t);
  });

  it('lists messages newest first, a page at a time, by status, without their body or link', async () => {
    for (let i = 0; i < 5; i++) await queueMail(t.ctx, mail(`elenco${i}@example.it`, `Messaggio ${i}`));
    await deliverMail(t);
    transport.send = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:25'), { code: 'ESOCKET' });
    };
    await queueMail(t.ctx, mail('fermo@example.it', 'In attesa'));
    await deliverMail(t);

    const res = await t.request('GET', '/api/mail-outbox', { as: admin, query: { pageSize: 3 } });
    const body = await res.json();
    expect(body.items.map((m: { to: string }) => m.to)).toEqual(['fermo@example.it', 'elenco4@example.it', 'elenco3@example.it']);
    expect(body.total).toBeGreaterThanOrEqual(7);
    expect(body.counts).toMatchObject({ queued: 1, failed: 0 });
    expect(body.items[0]).toMatchObject({ status: 'queued', attempts: 1, subject: 'In attesa', lastError: expect.stringMatching(/^Connessione rifiutata/), sentAt: null });
    expect(body.items[0].nextAttemptAt).toEqual(expect.any(String));
    expect(body.items[1]).toMatchObject({ status: 'sent', nextAttemptAt: null, lastError: null, sentAt: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/segreto|Testo|text|html|link/i);

    const page2 = await (await t.request('GET', '/api/mail-outbox', { as: admin, query: { pageSize: 3, page: 2 } })).json();
    expect(page2.items.map((m: { to: string }) => m.to)).toEqual(['elenco2@example.it', 'elenco1@example.it', 'elenco0@example.it']);

    const queued = await (await t.request('GET', '/api/mail-outbox', { as: owner, query: { status: 'queued' } })).json();
    expect(queued.items.map((m: { to: string }) => m.to)).toEqual(['fermo@example.it']);
    expect(queued.total).toBe(1);

    const bad = await t.request('GET', '/api/mail-outbox', { as: owner, query: { status: 'perso' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Stato non valido');
  });

  it('searches recipient and subject, sorts by date or recipient, either way, the id breaking ties; refuses an unknown sort', async () => {
    for (const to of ['zeta.ordine@example.it', 'alfa.ordine@example.it', 'mu.ordine@example.it']) await queueMail(t.ctx, mail(to, `Ordine ${to}`));
    await deliverMail(t);
    const recipients = async (query: Record<string, string>) => {
      const res = await t.request('GET', '/api/mail-outbox', { as: owner, query });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { to: string }[] }).items.map((m) => m.to);
    };
    expect(await recipients({ q: 'ordine' })).toEqual(['mu.ordine@example.it', 'alfa.ordine@example.it', 'zeta.ordine@example.it']);
    expect(await recipients({ q: 'ORDINE ALFA' })).toEqual(['alfa.ordine@example.it']);
    expect(await recipients({ q: 'ordine', sort: 'to' })).toEqual(['alfa.ordine@example.it', 'mu.ordine@example.it', 'zeta.ordine@example.it']);
    expect(await recipients({ q: 'ordine', sort: 'to', dir: 'desc' })).toEqual(['zeta.ordine@example.it', 'mu.ordine@example.it', 'alfa.ordine@example.it']);
    expect(await recipients({ q: 'ordine', sort: 'createdAt' })).toEqual(['zeta.ordine@example.it', 'alfa.ordine@example.it', 'mu.ordine@example.it']);
    expect(await recipients({ q: 'ordine', status: 'failed' })).toEqual([]);

    for (const query of [{ sort: 'subject' }, { sort: 'to', dir: 'sideways' }]) {
      const res = await t.request('GET', '/api/mail-outbox', { as: owner, query });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Ordinamento non valido');
    }
  });

  it('"Riprova" puts a failed message back in the queue; it is then sent once, and the activity log says who asked', async () => {
    let tries = 0;
    transport.send = async () => {
      tries++;
      throw Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
    };
    const id = await queueMail(t.ctx, mail('riprova@example.it', 'Reimposta la password'));
    await t.ctx.db.update(mailMessages).set({ attempts: MAIL_MAX_ATTEMPTS - 1 }).where(eq(mailMessages.id, id));
    await deliverMail(t);
    const [failed] = await t.ctx.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(failed).toMatchObject({ status: 'failed', lastError: 'Il server di posta non ha risposto in tempo (Connection timeout)' });
    expect(tries).toBe(1);

    const listed = await (await t.request('GET', '/api/mail-outbox', { as: owner, query: { status: 'failed' } })).json();
    expect(listed.items).toEqual([expect.objectContaining({ id, status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lastError: failed!.lastError })]);

    transport.send = working;
    const retry = await t.request('POST', `/api/mail-outbox/${id}/retry`, { as: admin });
    expect(retry.status).toBe(200);
    const [queued] = await t.ctx.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(queued?.status).toBe('queued');
    await deliverMail(t);
    await deliverMail(t);
    expect(t.mail.filter((m) => m.to === 'riprova@example.it')).toHaveLength(1);
    const [sent] = await t.ctx.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
    const log = await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, admin.id));
    expect(log.map((l) => [l.action, l.details])).toContainEqual(['Reinvio Email', '"Reimposta la password" a riprova@example.it']);

    const again = await t.request('POST', `/api/mail-outbox/${id}/retry`, { as: owner });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Questa email è già stata inviata.');
    const missing = await t.request('POST', '/api/mail-outbox/00000000-0000-4000-8000-000000000000/retry', { as: owner });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Email non trovata');
  });
});
