import { and, asc, countDistinct, eq, exists, inArray, sql } from 'drizzle-orm';
import { complianceRule } from '@domain/compliance/rules';
import { MISSING_DATA_PAGE_SIZE } from '@domain/schemas/deadlines';
import type { Db } from '../../platform/db/client';
import { clients, countries, obligationGaps } from '../../platform/db/schema';
import { enabledRules } from './obligations';

/** The clients that lack data some rule needs, and what each lacks ('Dati mancanti'). */

export interface MissingDataList {
  items: { clientId: string; companyName: string; countryCode: string | null; countryName: string | null; rules: { ruleId: string; ruleName: string; missing: string[] }[] }[];
  /** Clients with something missing. */
  total: number;
  page: number;
  pageSize: number;
}

/** 'Dati mancanti': the clients whose data are not enough for an enabled rule, and what they lack. */
export async function listMissingData(db: Db, page: number): Promise<MissingDataList> {
  const ruleIds = (await enabledRules(db)).map((r) => r.id);
  const enabledGap = inArray(obligationGaps.ruleId, ruleIds);
  const lacking = exists(
    db
      .select({ one: sql`1` })
      .from(obligationGaps)
      .where(and(eq(obligationGaps.clientId, clients.id), enabledGap)),
  );
  const [clientsPage, [total]] = await Promise.all([
    db
      .select({ clientId: clients.id, companyName: clients.companyName, countryCode: clients.countryCode, countryName: countries.name })
      .from(clients)
      .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
      .where(lacking)
      .orderBy(asc(clients.companyName), asc(clients.id))
      .limit(MISSING_DATA_PAGE_SIZE)
      .offset((page - 1) * MISSING_DATA_PAGE_SIZE),
    // Gaps are removed with their client: counting them needs no join.
    db.select({ n: countDistinct(obligationGaps.clientId) }).from(obligationGaps).where(enabledGap),
  ]);
  const gaps = clientsPage.length
    ? await db
        .select()
        .from(obligationGaps)
        .where(
          and(
            enabledGap,
            inArray(
              obligationGaps.clientId,
              clientsPage.map((c) => c.clientId),
            ),
          ),
        )
    : [];
  return {
    items: clientsPage.map((c) => ({
      ...c,
      rules: gaps
        .filter((g) => g.clientId === c.clientId)
        .map((g) => ({ ruleId: g.ruleId, ruleName: complianceRule(g.ruleId)?.name ?? g.ruleId, missing: g.missing }))
        .sort((a, b) => a.ruleName.localeCompare(b.ruleName, 'it')),
    })),
    total: total?.n ?? 0,
    page,
    pageSize: MISSING_DATA_PAGE_SIZE,
  };
}
