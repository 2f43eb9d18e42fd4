import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayIso } from '@domain/periods';
import { clients, complianceRuleSettings, mailMessages, obligationReminders, obligations, reminderPreferences, user } from '../../platform/db/schema';
import { createTestApp, TEST_APP_URL, type TestUser } from '../../test/test-app';
import { claimAndSendReminders, dueReminders, sendReminders } from './reminders.service';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
/** A former member of staff, whose role was taken away: shut out of the app. */
const former = await t.user(null);
const clientLogin = await t.user('user');
const partner = await t.user('user');
const staff = [owner.email, admin.email].sort();

const CS01 = 'gb-confirmation-statement';

beforeEach(async () => {
  await t.ctx.db.delete(obligations);
  await t.ctx.db.delete(mailMessages);
  await t.ctx.db.delete(reminderPreferences);
  await t.ctx.db.delete(complianceRuleSettings);
  // One message per reminder, to follow each step; the default, the digest, has its own test.
  await t.ctx.db.insert(reminderPreferences).values([owner, admin].map((u) => ({ userId: u.id, mode: 'each' as const })));
});

async function company(companyName: string, fields: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(clients)
    .values({ companyName, countryCode: 'GB', entityType: 'ltd', incorporationDate: '2020-01-01', ...fields })
    .returning();
  return row!;
}

async function obligation(client: { id: string }, dueDate: string, fields: Partial<typeof obligations.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(obligations)
    .values({ clientId: client.id, ruleId: CS01, periodKey: randomUUID(), anchorDate: dueDate, dueDate, ...fields })
    .returning();
  return row!;
}

/** Every stored message, as (recipient, subject), sorted. */
async function messages(filter?: string) {
  const rows = await t.ctx.db.select({ to: mailMessages.recipient, subject: mailMessages.subject, text: mailMessages.textBody, html: mailMessages.htmlBody }).from(mailMessages);
  return rows.filter((r) => !filter || r.subject.includes(filter)).sort((a, b) => a.to.localeCompare(b.to) || a.subject.localeCompare(b.subject));
}
const recipients = async (filter?: string) => (await messages(filter)).map((m) => m.to);
const remind = (today: string) => sendReminders(t.ctx, today);

async function setMode(who: TestUser, mode: string) {
  const res = await t.request('PUT', '/api/profile/reminders', { as: who, json: { mode } });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ mode });
}

describe('compliance reminders', () => {
  it('sends each step once per obligation and recipient: 30, 7 and 1 days before, then once overdue', async () => {
    const acme = await company('Acme Ltd');
    const o = await obligation(acme, '2027-03-14');
    const cs01 = 'Confirmation statement (CS01) - Acme Ltd';

    await remind('2027-02-11'); // 31 days before: nothing yet
    expect(await messages()).toEqual([]);

    await remind('2027-02-12');
    const first = await messages();
    expect(first.map((m) => [m.to, m.subject])).toEqual(staff.map((to) => [to, `Promemoria: ${cs01} scade il 14/03/2027`]));
    const link = `${TEST_APP_URL}/scadenze?cliente=${acme.id}#obbligo-${o.id}`;
    for (const m of first) {
      expect(m.text).toContain('Acme Ltd');
      expect(m.text).toContain('Confirmation statement (CS01)');
      expect(m.text).toContain('14/03/2027');
      expect(m.text).toContain('tra 30 giorni');
      expect(m.text).toContain('Companies House');
      expect(m.text).toMatch(/Costo: 50,00\s£/);
      // The confirmation statement's sources give no penalty: none is written.
      expect(m.text).not.toContain('Sanzione');
      expect(m.text).toContain(link);
      expect(m.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    }

    // A second run the same day, and the days before the next step: nothing.
    await remind('2027-02-12');
    await remind('2027-03-06');
    expect(await messages()).toHaveLength(2);

    await remind('2027-03-07');
    await remind('2027-03-13');
    await remind('2027-03-14');
    await remind('2027-03-15');
    await remind('2027-03-16');
    await remind('2027-04-30');
    const all = await messages();
    expect(all).toHaveLength(8);
    for (const to of staff) {
      expect(all.filter((m) => m.to === to).map((m) => m.subject)).toEqual([
        `Promemoria: ${cs01} scade il 14/03/2027`,
        `Promemoria: ${cs01} scade il 14/03/2027`,
        `Promemoria: ${cs01} scade il 14/03/2027`,
        `Scadenza superata: ${cs01}, scaduta il 14/03/2027`,
      ]);
      const texts = all.filter((m) => m.to === to).map((m) => m.text);
      expect(texts.some((text) => text!.includes('tra 7 giorni'))).toBe(true);
      expect(texts.some((text) => text!.includes('domani'))).toBe(true);
    }
    expect(await recipients()).not.toContain(moderator.email);
    const claimed = await t.ctx.db.select({ step: obligationReminders.step }).from(obligationReminders).where(eq(obligationReminders.obligationId, o.id));
    expect(claimed.map((c) => c.step).sort()).toEqual(['1', '30', '7', 'overdue']);
  });

  it('after days without a run sends only the most urgent step reached, and marks the earlier ones', async () => {
    const soon = await obligation(await company('Soon Ltd'), '2027-05-06');
    const late = await obligation(await company('Late Ltd'), '2027-04-20');
    await remind('2027-05-01');
    const sent = await messages();
    expect(sent.map((m) => m.subject)).toEqual([
      'Promemoria: Confirmation statement (CS01) - Soon Ltd scade il 06/05/2027',
      'Scadenza superata: Confirmation statement (CS01) - Late Ltd, scaduta il 20/04/2027',
      'Promemoria: Confirmation statement (CS01) - Soon Ltd scade il 06/05/2027',
      'Scadenza superata: Confirmation statement (CS01) - Late Ltd, scaduta il 20/04/2027',
    ]);
    expect(sent[0]!.text).toContain('tra 5 giorni');
    const steps = async (id: string) =>
      (await t.ctx.db.select({ step: obligationReminders.step }).from(obligationReminders).where(eq(obligationReminders.obligationId, id))).map((c) => c.step).sort();
    expect(await steps(soon.id)).toEqual(['30', '7']);
    expect(await steps(late.id)).toEqual(['1', '30', '7', 'overdue']);
    // The next day adds nothing; the day before the due date, step 1.
    await remind('2027-05-02');
    expect(await messages()).toHaveLength(4);
    await remind('2027-05-05');
    expect(await messages()).toHaveLength(6);
  });

  it('sends no overdue e-mail for an obligation found overdue more than 14 days after its due date (a client just loaded)', async () => {
    await obligation(await company('Old Ltd'), '2027-04-16');
    await obligation(await company('Recent Ltd'), '2027-04-17');
    await remind('2027-05-01');
    expect((await messages()).map((m) => m.subject)).toEqual([
      'Scadenza superata: Confirmation statement (CS01) - Recent Ltd, scaduta il 17/04/2027',
      'Scadenza superata: Confirmation statement (CS01) - Recent Ltd, scaduta il 17/04/2027',
    ]);
  });

  it('a moved due date starts its steps again', async () => {
    const moved = await obligation(await company('Moved Ltd'), '2027-06-10');
    await remind('2027-06-09');
    await t.ctx.db.update(obligations).set({ dueDate: '2027-07-05' }).where(eq(obligations.id, moved.id));
    await remind('2027-06-09');
    expect((await messages()).map((m) => m.subject).sort()).toEqual([
      'Promemoria: Confirmation statement (CS01) - Moved Ltd scade il 05/07/2027',
      'Promemoria: Confirmation statement (CS01) - Moved Ltd scade il 05/07/2027',
      'Promemoria: Confirmation statement (CS01) - Moved Ltd scade il 10/06/2027',
      'Promemoria: Confirmation statement (CS01) - Moved Ltd scade il 10/06/2027',
    ]);
  });

  it('gives a proprietario or admin who never chose one digest a day, not one message per reminder', async () => {
    await t.ctx.db.delete(reminderPreferences);
    await obligation(await company('Alpha Ltd'), '2027-09-30');
    await obligation(await company('Beta Ltd'), '2027-09-07');
    await remind('2027-08-31');
    expect((await messages()).map((m) => [m.to, m.subject])).toEqual(staff.map((to) => [to, 'Scadenze del giorno: 2 promemoria']));
  });

  it("writes the overdue e-mail saying once that the date has passed, 'Nessun costo' for a rule without a fee, and the rule's penalty", async () => {
    await obligation(await company('Free Ltd'), '2027-03-14', { ruleId: 'gb-annual-accounts' });
    await remind('2027-03-15');
    const [first] = await messages();
    expect(first!.text).toContain("è scaduta il 14/03/2027 e l'adempimento non risulta ancora completato.");
    expect(first!.text).not.toContain('superata');
    expect(first!.text).toContain('Costo: Nessun costo');
    expect(first!.text).toContain('Sanzione: da £150 a £1.500');
    expect(first!.html).toContain('Sanzione: da £150 a £1.500');
    await setMode(owner, 'digest');
    await obligation(await company('Free Two Ltd'), '2027-03-20', { ruleId: 'gb-annual-accounts' });
    await remind('2027-03-19');
    expect((await messages('Scadenze del giorno'))[0]!.text).toContain('Nessun costo). Sanzione: da £150 a £1.500');
  });

  it('gives a digest one message per person listing every step reached that day; none gives nothing', async () => {
    await setMode(admin, 'digest');
    await setMode(owner, 'none');
    await obligation(await company('Alpha Ltd'), '2027-09-30');
    await obligation(await company('Beta Ltd'), '2027-09-07');
    await obligation(await company('Gamma Ltd'), '2027-08-20');
    await remind('2027-08-31');
    const sent = await messages();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[admin.email, 'Scadenze del giorno: 3 promemoria']]);
    const text = sent[0]!.text!;
    for (const expected of ['Alpha Ltd', '30/09/2027', 'Beta Ltd', '07/09/2027', 'Gamma Ltd', '20/08/2027', 'Companies House']) expect(text).toContain(expected);
    expect(text.indexOf('Gamma Ltd')).toBeLessThan(text.indexOf('Beta Ltd'));
    await remind('2027-08-31');
    expect(await messages()).toHaveLength(1);
    await remind('2027-09-01');
    expect(await messages()).toHaveLength(1);
  });

  it('sends to the client’s own logins only when the client record allows it, never to an account shut out', async () => {
    await obligation(await company('Silent Ltd', { userId: clientLogin.id, remindClient: false }), '2027-10-08');
    await obligation(await company('Told Ltd', { userId: clientLogin.id, linkedUserId: partner.id, remindClient: true }), '2027-10-08');
    await obligation(await company('Shut Ltd', { userId: former.id, remindClient: true }), '2027-10-08');
    await remind('2027-10-01');
    expect(await recipients('Silent Ltd')).toEqual(staff);
    expect(await recipients('Told Ltd')).toEqual([...staff, clientLogin.email, partner.email].sort());
    expect(await recipients('Shut Ltd')).toEqual(staff);
    expect(await recipients()).not.toContain(former.email);
    // A client login who is also staff gets one message, as staff.
    await obligation(await company('Staff Owned Ltd', { userId: admin.id, remindClient: true }), '2027-10-08');
    await remind('2027-10-01');
    expect(await recipients('Staff Owned Ltd')).toEqual(staff);
  });

  it('leaves completed obligations and rules switched off alone', async () => {
    await obligation(await company('Done Ltd'), '2027-11-20', { completedAt: new Date() });
    await obligation(await company('Off Ltd'), '2027-11-20', { ruleId: 'gb-annual-accounts' });
    await t.ctx.db.insert(complianceRuleSettings).values({ ruleId: 'gb-annual-accounts', enabled: false });
    await remind('2027-11-19');
    await remind('2027-11-21');
    expect(await messages()).toEqual([]);
  });

  it('stops for an account once it is deleted', async () => {
    const leaving = await t.user('admin');
    await obligation(await company('Later Ltd'), '2027-12-20');
    await remind('2027-11-20');
    expect(await recipients()).toEqual([...staff, leaving.email].sort());
    await t.ctx.db.delete(user).where(eq(user.id, leaving.id));
    await remind('2027-12-13');
    expect(await recipients()).toEqual([...staff, leaving.email, ...staff].sort());
  });
});

describe('GET/PUT /api/profile/reminders', () => {
  it('reads and saves the mode of proprietario and admin, in Italian when refused', async () => {
    const read = await t.request('GET', '/api/profile/reminders', { as: owner });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ mode: 'each' });
    const newcomer = await t.user('admin');
    expect(await (await t.request('GET', '/api/profile/reminders', { as: newcomer })).json()).toEqual({ mode: 'digest' });
    await setMode(owner, 'digest');
    expect(await (await t.request('GET', '/api/profile/reminders', { as: owner })).json()).toEqual({ mode: 'digest' });
    await setMode(owner, 'each');

    const wrong = await t.request('PUT', '/api/profile/reminders', { as: owner, json: { mode: 'sempre' } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe('Scegli come ricevere i promemoria');
    const extra = await t.request('PUT', '/api/profile/reminders', { as: owner, json: { mode: 'each', userId: admin.id } });
    expect(extra.status).toBe(400);

    for (const who of [moderator, clientLogin]) {
      expect((await t.request('GET', '/api/profile/reminders', { as: who })).status).toBe(403);
      expect((await t.request('PUT', '/api/profile/reminders', { as: who, json: { mode: 'none' } })).status).toBe(403);
    }
    expect((await t.request('GET', '/api/profile/reminders')).status).toBe(401);
  });
});

describe('reminders with two app servers', () => {
  it('sends exactly one message per obligation, step and recipient when both read the same due steps before either claims', async () => {
    const today = todayIso();
    const shared = await company('Shared Ltd', { userId: clientLogin.id, remindClient: true });
    const dues = [30, 29, 7, 3, 1, 0, -1, -10];
    for (const days of dues) await obligation(shared, addDays(today, days));
    for (let i = 0; i < 12; i++) await obligation(await company(`Parallel ${i} Ltd`), addDays(today, i % 2 ? 7 : 30));
    await setMode(admin, 'digest');

    // Both servers have read every due step before either claims one: only the claim can keep them apart.
    const [first, second] = await Promise.all([dueReminders(t.ctx.db, today), dueReminders(t.ctx.db, today)]);
    expect(first.due).toHaveLength(dues.length + 12);
    expect(second.due).toHaveLength(dues.length + 12);
    const results = await Promise.all([claimAndSendReminders(t.ctx, today, first), claimAndSendReminders(t.ctx, today, second)]);
    expect(results.map((r) => r.steps).sort()).toEqual([0, dues.length + 12]);

    const sent = await messages();
    const pairs = sent.map((m) => `${m.to} ${m.subject}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    // The owner one each, the client's login one per obligation of its company, the admin one digest.
    expect(sent.filter((m) => m.to === owner.email)).toHaveLength(dues.length + 12);
    expect(sent.filter((m) => m.to === clientLogin.email)).toHaveLength(dues.length);
    expect(sent.filter((m) => m.to === admin.email).map((m) => m.subject)).toEqual([`Scadenze del giorno: ${dues.length + 12} promemoria`]);
    expect(sent).toHaveLength(results[0]!.messages + results[1]!.messages);
    // A third run finds nothing left.
    expect(await remind(today)).toEqual({ steps: 0, messages: 0 });
  });
});
