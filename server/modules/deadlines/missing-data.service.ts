import { and, asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  const start = (page - 1) * MISSING_DATA_PAGE_SIZE;
  // The page's clients: a walk of obligation_gaps_name_idx in name order, which reads the gaps alone
  // (each carries its client's name, decision 132), however many clients lack nothing.
  const pageClients = db
    .selectDistinct({ companyName: obligationGaps.companyName, clientId: obligationGaps.clientId })
    .from(obligationGaps)
    .where(enabledGap)
    .orderBy(asc(obligationGaps.companyName), asc(obligationGaps.clientId))
    .limit(MISSING_DATA_PAGE_SIZE)
    .offset(start)
    .as('page_clients');
  const gap = alias(obligationGaps, 'gap');
  // Counted in the gaps' key order, up to COUNT_CAP clients past the page (decision 123), not over
  // the whole table; gaps are removed with their client, so counting them needs no join.
  const counted = db
    .selectDistinct({ clientId: obligationGaps.clientId })
    .from(obligationGaps)
    .where(enabledGap)
    .limit(start + COUNT_CAP + 1)
    .as('counted');
  const [gaps, [row]] = await Promise.all([
    db
      .select({
        clientId: clients.id,
        companyName: clients.companyName,
        countryCode: clients.countryCode,
        countryName: countries.name,
        ruleId: gap.ruleId,
        missing: gap.missing,
      })
      .from(pageClients)
      .innerJoin(clients, eq(clients.id, pageClients.clientId))
      .leftJoin(countries, eq(countries.isoCode, clients.countryCode))
      .innerJoin(gap, and(eq(gap.clientId, pageClients.clientId), anyOf(gap.ruleId, ruleIds)))
      .orderBy(asc(pageClients.companyName), asc(pageClients.clientId)),
    db.select({ n: count() }).from(counted),
  ]);
  const byClient = new Map<string, MissingDataList['items'][number]>();
  for (const { ruleId, missing, ...client } of gaps) {
    const item = byClient.get(client.clientId) ?? { ...client, rules: [] };
    item.rules.push({ ruleId, ruleName: complianceRule(ruleId)?.name ?? ruleId, missing });
    byClient.set(client.clientId, item);
  }
  const items = [...byClient.values()];
  for (const item of items) item.rules.sort((a, b) => a.ruleName.localeCompare(b.ruleName, 'it'));
  return pagedUpToCap(items, row?.n ?? 0, { page, pageSize: MISSING_DATA_PAGE_SIZE });
}
