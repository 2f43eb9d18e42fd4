import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { BOI_RULE_ID, COMPLIANCE_RULES } from '@domain/compliance/rules';
import type { DeadlineList } from '../deadlines/deadlines.service';
import { addDays, addMonths, todayIso } from '@domain/periods';
import { activityLog, clients, complianceRuleSettings, obligations } from '../../platform/db/schema';
import { JOB_SCHEMA } from '../../platform/jobs/queue';
import { createTestApp } from '../../test/test-app';
import { refreshAllObligations, refreshObligations, REFRESH_OBLIGATIONS_TASK } from '../deadlines/obligations';
import type { ComplianceRuleList, ComplianceRuleView } from './compliance-rules.service';

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.user('proprietario');
const admin = await t.user('admin');
const moderator = await t.user('moderatore');
const user = await t.user('user');

const today = todayIso();
const RULE = 'gb-confirmation-statement';

// Two UK companies with confirmation statements past and to come, and a Hong Kong one the switch leaves alone,
// all clients of the firm for two years (their obligations of the last 12 months are kept).
const enteredLongAgo = new Date(Date.now() - 2 * 365 * 86_400_000);
const [acme, beta, hk] = await t.ctx.db
  .insert(clients)
  .values([
    { companyName: 'Acme Ltd', countryCode: 'GB', entityType: 'ltd', incorporationDate: addDays(addMonths(today, -36), 20), createdAt: enteredLongAgo, approvalStatus: 'approved' },
    { companyName: 'Beta Ltd', countryCode: 'GB', entityType: 'ltd', incorporationDate: addDays(addMonths(today, -24), -5), createdAt: enteredLongAgo, approvalStatus: 'approved' },
    { companyName: 'Harbour Limited', countryCode: 'HK', entityType: 'ltd', incorporationDate: addMonths(today, -30), createdAt: enteredLongAgo, approvalStatus: 'approved' },
  ])
  .returning();
await refreshObligations(t.ctx.db, [acme!.id, beta!.id, hk!.id]);

// Acme's oldest confirmation statement was filed.
const [filed] = await t.ctx.db
  .select()
  .from(obligations)
  .where(and(eq(obligations.clientId, acme!.id), eq(obligations.ruleId, RULE)))
  .orderBy(obligations.dueDate)
  .limit(1);
await t.ctx.db.update(obligations).set({ completedAt: new Date(), completedBy: owner.id, completedByName: owner.fullName, filedOn: today }).where(eq(obligations.id, filed!.id));

const openOf = async (ruleId: string) =>
  (await t.ctx.db.select({ id: obligations.id }).from(obligations).where(and(eq(obligations.ruleId, ruleId), isNull(obligations.completedAt)))).length;
const completedOf = async (ruleId: string) =>
  (await t.ctx.db.select({ id: obligations.id }).from(obligations).where(and(eq(obligations.ruleId, ruleId), isNotNull(obligations.completedAt)))).map((o) => o.id);
const queuedRefreshes = async () =>
  Number(
    (await t.ctx.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(JOB_SCHEMA)}.jobs where task_identifier = ${REFRESH_OBLIGATIONS_TASK}`)).rows[0]!.n,
  );
const clearQueue = () => t.ctx.db.execute(sql`delete from ${sql.identifier(JOB_SCHEMA)}._private_jobs`);
const actionsOf = async (userId: string) => (await t.ctx.db.select().from(activityLog).where(eq(activityLog.userId, userId))).map((a) => `${a.action}: ${a.details}`);

async function list(as: typeof owner): Promise<ComplianceRuleList> {
  const res = await t.request('GET', '/api/compliance-rules', { as });
  expect(res.status).toBe(200);
  return (await res.json()) as ComplianceRuleList;
}
const ruleOf = async (id: string, as = owner) => (await list(as)).rules.find((r) => r.id === id)!;

const switchRule = (id: string, enabled: unknown, as = owner) => t.request('PUT', `/api/compliance-rules/${id}`, { as, json: { enabled } });

const openBefore = await openOf(RULE);

describe('GET /api/compliance-rules', () => {
  it('lists every rule with its jurisdiction, terms, fee, validity, source, switch and open obligations', async () => {
    expect(openBefore).toBeGreaterThanOrEqual(2);
    for (const as of [owner, admin]) {
      const body = await list(as);
      expect(body.rules.map((r) => r.id)).toEqual(COMPLIANCE_RULES.map((r) => r.id));
    }
    expect(await ruleOf(RULE)).toEqual<ComplianceRuleView>({
      id: RULE,
      countryCode: 'GB',
      countryName: 'Regno Unito',
      state: null,
      entityTypes: ['Private Limited Company (Ltd)', 'Limited Liability Partnership (LLP)'],
      name: 'Confirmation statement (CS01)',
      description: 'Conferma a Companies House dei dati della società, entro 14 giorni dalla fine di ogni periodo di revisione di 12 mesi',
      term: '13 giorni dopo ogni anniversario della costituzione',
      holidayShift: 'Nessuno spostamento per sabati, domeniche o festivi',
      authority: 'Companies House',
      fee: { amount: 50, currency: 'GBP' },
      category: 'Compliance',
      validFrom: '2016-06-30',
      validTo: null,
      validity: 'Dal 30/06/2016',
      sourceUrl: 'https://www.gov.uk/guidance/confirmation-statement-guidance',
      evidence: 'official',
      checkedOn: '2026-11-26',
      penalty: null,
      note: COMPLIANCE_RULES[0]!.note,
      enabled: true,
      enabledByDefault: true,
      openObligations: openBefore,
    });
    expect(await ruleOf('us-de-llc-annual-tax')).toMatchObject({
      countryName: 'Stati Uniti',
      state: 'Delaware',
      entityTypes: ['LLC (Delaware)'],
      term: 'il 1° giugno di ogni anno, per l’anno precedente',
      fee: { amount: 300, currency: 'USD' },
      evidence: 'secondary',
      penalty: 'Sanzione: $200 più interessi dell’1,5% al mese',
      openObligations: 0,
    });
    expect(await ruleOf('us-boi')).toMatchObject({ entityTypes: ['LLC (altro Stato)', 'LLC (Delaware)', 'Senza tipo indicato, con «LLC» nel nome'] });
    expect(await ruleOf('cy-annual-levy')).toMatchObject({ countryName: 'Cipro', validity: 'Dal 01/01/2011 al 31/12/2023', fee: { amount: 350, currency: 'EUR' } });
  });

  it('is refused to moderatore and role user, and to visitors', async () => {
    for (const as of [moderator, user]) expect((await t.request('GET', '/api/compliance-rules', { as })).status).toBe(403);
    expect((await t.request('GET', '/api/compliance-rules')).status).toBe(401);
  });
});

describe('PUT /api/compliance-rules/:id', () => {
  it('refuses a bad body with an Italian message and changes nothing', async () => {
    for (const [json, message] of [
      [{}, 'Indica se la regola è attiva per lo studio'],
      [{ enabled: 'no' }, 'Indica se la regola è attiva per lo studio'],
      [{ enabled: false, ruleId: 'us-boi' }, 'La richiesta contiene dati non previsti'],
    ] as const) {
      const res = await t.request('PUT', `/api/compliance-rules/${RULE}`, { as: owner, json });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    const res = await switchRule('xx-nessuna', false);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Regola non trovata' });
    expect(await t.ctx.db.select().from(complianceRuleSettings)).toEqual([]);
    expect(await actionsOf(owner.id)).toEqual([]);
    expect(await queuedRefreshes()).toBe(0);
  });

  it('is refused to moderatore and role user, and changes nothing', async () => {
    for (const as of [moderator, user]) expect((await switchRule(RULE, false, as)).status).toBe(403);
    expect((await t.request('PUT', `/api/compliance-rules/${RULE}`, { json: { enabled: false } })).status).toBe(401);
    expect(await t.ctx.db.select().from(complianceRuleSettings)).toEqual([]);
  });

  it('switches a rule off: logged, refresh queued; the refresh removes its open obligations and keeps the completed one', async () => {
    const hkOpen = await openOf('hk-annual-return');
    const res = await switchRule(RULE, false);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: RULE, enabled: false, openObligations: openBefore });

    expect(await t.ctx.db.select({ ruleId: complianceRuleSettings.ruleId, enabled: complianceRuleSettings.enabled, updatedBy: complianceRuleSettings.updatedBy }).from(complianceRuleSettings)).toEqual([
      { ruleId: RULE, enabled: false, updatedBy: owner.id },
    ]);
    expect(await actionsOf(owner.id)).toEqual(['Disattivazione Regola: Confirmation statement (CS01) (Regno Unito)']);
    expect(await queuedRefreshes()).toBe(1);

    await refreshAllObligations(t.ctx.db);
    await clearQueue();
    expect(await openOf(RULE)).toBe(0);
    expect(await completedOf(RULE)).toEqual([filed!.id]);
    expect(await openOf('hk-annual-return')).toBe(hkOpen);
    expect(await ruleOf(RULE, admin)).toMatchObject({ enabled: false, openObligations: 0 });
  });

  it('switches it back on: its obligations come back', async () => {
    const res = await switchRule(RULE, true, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: RULE, enabled: true });
    expect(await actionsOf(admin.id)).toEqual(['Attivazione Regola: Confirmation statement (CS01) (Regno Unito)']);
    expect(await queuedRefreshes()).toBe(1);

    await refreshAllObligations(t.ctx.db);
    expect(await openOf(RULE)).toBe(openBefore);
    expect(await completedOf(RULE)).toEqual([filed!.id]);
    expect(await ruleOf(RULE)).toMatchObject({ enabled: true, openObligations: openBefore });
  });
});

describe("the spec's BOI rule (PRODUCT.md section 5)", () => {
  /** A US LLC entered today, incorporated 20 days ago: by the spec's rule its BOI report falls due in 40 days. */
  async function newLlc(companyName: string) {
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ companyName, countryCode: 'US', entityType: 'llc', incorporationDate: addDays(today, -20), approvalStatus: 'approved' })
      .returning();
    await refreshObligations(t.ctx.db, [client!.id]);
    return client!;
  }
  const boiOf = async (clientId: string) =>
    t.ctx.db
      .select({ dueDate: obligations.dueDate, completedAt: obligations.completedAt })
      .from(obligations)
      .where(and(eq(obligations.clientId, clientId), eq(obligations.ruleId, BOI_RULE_ID)));
  const deadlinesOf = async (clientId: string) => {
    const res = await t.request('GET', '/api/deadlines', { as: owner, query: { client: clientId } });
    expect(res.status).toBe(200);
    return ((await res.json()) as DeadlineList).items;
  };

  it('is listed in the catalogue as the spec defines it, off by default', async () => {
    for (const as of [owner, admin]) {
      expect(await ruleOf(BOI_RULE_ID, as)).toMatchObject({
        id: BOI_RULE_ID,
        countryName: 'Stati Uniti',
        name: 'BOI Report',
        fee: { amount: 75, currency: 'USD' },
        enabled: false,
        enabledByDefault: false,
        openObligations: 0,
      });
    }
    expect(await t.ctx.db.select().from(complianceRuleSettings).where(eq(complianceRuleSettings.ruleId, BOI_RULE_ID))).toEqual([]);
  });

  it('gives a new US LLC no BOI obligation while it is off, and gives it one once the proprietario switches it on', async () => {
    const llc = await newLlc('Nuova Frontiera LLC');
    expect(await boiOf(llc.id)).toEqual([]);
    expect((await deadlinesOf(llc.id)).map((d) => d.ruleId)).not.toContain(BOI_RULE_ID);
    // The nightly refresh does not bring it either.
    await refreshAllObligations(t.ctx.db);
    expect(await boiOf(llc.id)).toEqual([]);

    await clearQueue();
    const res = await switchRule(BOI_RULE_ID, true);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: BOI_RULE_ID, enabled: true, enabledByDefault: false });
    expect((await actionsOf(owner.id)).at(-1)).toBe('Attivazione Regola: BOI Report (Stati Uniti)');
    expect(await queuedRefreshes()).toBe(1);

    // The queued whole-firm refresh gives the LLC its report, 60 days after incorporation, as the spec shows it.
    await refreshAllObligations(t.ctx.db);
    await clearQueue();
    expect(await boiOf(llc.id)).toEqual([{ dueDate: addDays(llc.incorporationDate!, 60), completedAt: null }]);
    expect((await deadlinesOf(llc.id)).find((d) => d.ruleId === BOI_RULE_ID)).toMatchObject({
      title: 'BOI Report - Nuova Frontiera LLC',
      daysRemaining: 40,
      status: 'Pianificato',
      priority: 'Media',
      owner: 'Sistema Automatico',
      cost: { amount: 75, currency: 'USD' },
      authority: 'FinCEN',
    });
    expect(await ruleOf(BOI_RULE_ID)).toMatchObject({ enabled: true, enabledByDefault: false, openObligations: 1 });

    // A US LLC entered while it is on gets it at once.
    const later = await newLlc('Seconda Frontiera LLC');
    expect(await boiOf(later.id)).toEqual([{ dueDate: addDays(later.incorporationDate!, 60), completedAt: null }]);
  });
});
