import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@domain/periods';
import { complianceRuleSettings, obligationHorizons, obligations } from '../../platform/db/schema';
import { createManyClients } from '../../seed/factories/clients';
import { createTestApp } from '../../test/test-app';
import { refreshAllObligations, refreshDueObligations, refreshObligations, refreshObligationsAsNeeded } from './obligations';

/*
 * The refresh recomputes only what changed (decision 126): every client when the calendar's code
 * or the rules on changed, otherwise only the clients the passing days reached. Held to the one
 * thing that matters: day after day, what it keeps is what recomputing every client would give.
 */

const t = await createTestApp();
afterAll(() => t.close());
const db = t.ctx.db;
const today = todayIso();
const CLIENTS = 80;
await createManyClients(db, CLIENTS, { firstSeed: 4242 });

const nothingChanged = { added: 0, changed: 0, removed: 0 };

describe('the refresh job', () => {
  it('recomputes every client the first time, then none on a start with nothing changed', async () => {
    expect(await refreshObligationsAsNeeded(db, today)).toMatchObject({ whole: true, clients: CLIENTS });
    const horizons = await db.select().from(obligationHorizons);
    expect(horizons).toHaveLength(CLIENTS);
    // Every approved client's day is ahead; one not approved has none: time changes nothing for it.
    expect(horizons.filter((h) => h.recomputeOn !== null && h.recomputeOn <= today)).toEqual([]);
    expect(horizons.some((h) => h.recomputeOn === null)).toBe(true);
    expect(await refreshObligationsAsNeeded(db, today)).toEqual({ whole: false, clients: 0, ...nothingChanged });
  });

  it('recomputes every client again once a rule is switched', async () => {
    await db.insert(complianceRuleSettings).values({ ruleId: 'gb-confirmation-statement', enabled: false });
    expect(await refreshObligationsAsNeeded(db, today)).toMatchObject({ whole: true, clients: CLIENTS });
    await db.delete(complianceRuleSettings);
    expect(await refreshObligationsAsNeeded(db, today)).toMatchObject({ whole: true, clients: CLIENTS });
    expect(await refreshObligationsAsNeeded(db, today)).toMatchObject({ whole: false, clients: 0 });
  });

  it('day after day for 26 months, recomputing only the clients the day reached keeps what recomputing all would', async () => {
    let recomputed = 0;
    // 26 months from today: two 1 Januarys, a 29 February (2028), every quarter's end.
    for (let day = addDays(today, 1), n = 1; n <= 790; day = addDays(day, 1), n++) {
      recomputed += (await refreshDueObligations(db, day)).clients;
      // Every 30 days a client files its soonest open obligation, as the completion does it: the next one appears.
      if (n % 30 === 0) {
        const [soonest] = await db
          .select({ id: obligations.id, clientId: obligations.clientId })
          .from(obligations)
          .where(and(isNull(obligations.completedAt), sql`${obligations.dueDate} <= ${day}`))
          .orderBy(asc(obligations.dueDate), asc(obligations.id))
          .limit(1);
        if (soonest) {
          await db.transaction(async (tx) => {
            await tx.update(obligations).set({ completedAt: new Date(), filedOn: day }).where(eq(obligations.id, soonest.id));
            await refreshObligations(tx, [soonest.clientId], { today: day });
          });
        }
      }
      // A week's checks cost as much as the run itself: every day for the first 60 days and around 29 February 2028, else weekly.
      if (n <= 60 || (day >= '2028-02-20' && day <= '2028-03-05') || n % 7 === 0) {
        expect({ day, ...(await refreshAllObligations(db, day)) }).toMatchObject({ day, ...nothingChanged });
      }
    }
    // The days did reach clients: a refresh that never recomputed anyone would pass the checks only by luck.
    expect(recomputed).toBeGreaterThan(CLIENTS);
  });
});
