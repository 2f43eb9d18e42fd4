import { and, asc, count, eq, sql } from 'drizzle-orm';
import { complianceRule } from '@domain/compliance/rules';
import { MISSING_DATA_PAGE_SIZE } from '@domain/schemas/deadlines';
import { COUNT_CAP, pagedUpToCap, type Paged } from '@domain/schemas/list-query';
import { anyOf } from '../../platform/db/any-of';
import type { Db } from '../../platform/db/client';
import { clients, countries, obligationGaps } from '../../platform/db/schema';
import { enabledRules } from './obligations';

/** The clients that lack data some rule needs, and what each lacks ('Dati mancanti'). */

/** Clients with something missing, counted up to COUNT_CAP past the page. */
export type MissingDataList = Paged<{
  clientId: string;
  companyName: string;
  countryCode: string | null;
  countryName: string | null;
  rules: { ruleId: string; ruleName: string; missing: string[] }[];
}>;

/** 'Dati mancanti': the clients whose data are not enough for an enabled rule, and what they lack. */
export async function listMissingData(db: Db, page: number): Promise<MissingDataList> {
  const ruleIds = (await enabledRules(db)).map((r) => r.id);
  const enabledGap = anyOf(obligationGaps.ruleId, ruleIds);
  // A subquery run for each client walked, not an EXISTS: the planner would turn that into a
  // join that reads every gap once a late page makes the walk look long.
  const lacking = sql`(${db
    .select({ one: sql`true` })
    .from(obligationGaps)
    .where(and(eq(obligationGaps.clientId, clients.id), enabledGap))
    .limit(1)}) is not null`;
  // In the name order of clients_company_name_id_idx, each client's gaps probed by their key.
  // Counted in the gaps' key order, up to COUNT_CAP clients past the page (decision 123), not over
  // the whole table; gaps are removed with their client, so counting them needs no join.
  const start = (page - 1) * MISSING_DATA_PAGE_SIZE;
  const counted = db.selectDistinct({ clientId: obligationGaps.clientId }).from(obligationGaps).where(enabledGap).limit(start + COUNT_CAP + 1).as('counted');
  const [clientsPage, [row]] = await Promise.all([
    db
      .select({ clientId: clients.id, companyName: clients.companyName, countryCode: clients.countryCode, countryName: countries.name })
      .from(clients)
      .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
      .where(lacking)
      .orderBy(asc(clients.companyName), asc(clients.id))
      .limit(MISSING_DATA_PAGE_SIZE)
      .offset(start),
    db.select({ n: count() }).from(counted),
  ]);
  const gaps = clientsPage.length
    ? await db
        .select()
        .from(obligationGaps)
        .where(
          and(
            enabledGap,
            anyOf(
              obligationGaps.clientId,
              clientsPage.map((c) => c.clientId),
            ),
          ),
        )
    : [];
  const items = clientsPage.map((c) => ({
      ...c,
      rules: gaps
        .filter((g) => g.clientId === c.clientId)
        .map((g) => ({ ruleId: g.ruleId, ruleName: complianceRule(g.ruleId)?.name ?? g.ruleId, missing: g.missing }))
        .sort((a, b) => a.ruleName.localeCompare(b.ruleName, 'it')),
  }));
  return pagedUpToCap(items, row?.n ?? 0, { page, pageSize: MISSING_DATA_PAGE_SIZE });
}
