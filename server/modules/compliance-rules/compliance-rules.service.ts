import { and, count, inArray, isNull } from 'drizzle-orm';
import { entityTypeLabel } from '@domain/compliance/entity-types';
import { holidayShiftText, jurisdictionStateName, ruleTermText, validityText } from '@domain/compliance/rule-terms';
import type { Evidence } from '@domain/compliance/evidence';
import { COMPLIANCE_RULES, complianceRule, type ComplianceRule, type Fee } from '@domain/compliance/rules';
import type { UpdateComplianceRuleInput } from '@domain/schemas/compliance-rules';
import type { AppContext, Actor } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { complianceRuleSettings, countries, obligations } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { queueObligationsRefresh } from '../deadlines/obligations';

/** One rule of the catalogue as the 'Regole Adempimenti' page shows it. */
export interface ComplianceRuleView {
  id: string;
  countryCode: string;
  /** The country's Italian name, as in the countries table. */
  countryName: string;
  /** The state's name for a state's rule ('Delaware'); null for the whole country. */
  state: string | null;
  /** The company forms it binds, by their labels. */
  entityTypes: string[];
  name: string;
  description: string;
  /** When it falls due, in words: "42 giorni dopo ogni anniversario della costituzione". */
  term: string;
  /** How a due date on a closed day moves, in words. */
  holidayShift: string;
  authority: string;
  fee: Fee | null;
  category: string;
  validFrom: string | null;
  validTo: string | null;
  /** validFrom and validTo in words: "Dal 30/06/2016". */
  validity: string;
  sourceUrl: string;
  /** Whether the due date was checked on the authority's own text. */
  evidence: Evidence;
  /** When the rule was last checked against its sources, 'YYYY-MM-DD'. */
  checkedOn: string;
  /** The late penalty in Italian, where a source gives it. */
  penalty: string | null;
  note: string;
  /** The firm's switch, or the rule's default when never switched. */
  enabled: boolean;
  enabledByDefault: boolean;
  /** Obligations of this rule not yet completed. */
  openObligations: number;
}

export interface ComplianceRuleList {
  rules: ComplianceRuleView[];
}

/** A client without a company form bound by a rule for the word LLC in its name (the spec's BOI test). */
const LLC_NAME_LABEL = 'Senza tipo indicato, con «LLC» nel nome';

async function ruleViews(db: DbOrTx, rules: readonly ComplianceRule[]): Promise<ComplianceRuleView[]> {
  const ids = rules.map((r) => r.id);
  const codes = [...new Set(rules.map((r) => r.countryCode))];
  const settings = await db
    .select({ ruleId: complianceRuleSettings.ruleId, enabled: complianceRuleSettings.enabled })
    .from(complianceRuleSettings)
    .where(inArray(complianceRuleSettings.ruleId, ids));
  const names = await db.select({ isoCode: countries.isoCode, name: countries.name }).from(countries).where(inArray(countries.isoCode, codes));
  const open = await db
    .select({ ruleId: obligations.ruleId, n: count() })
    .from(obligations)
    .where(and(isNull(obligations.completedAt), inArray(obligations.ruleId, ids)))
    .groupBy(obligations.ruleId);
  const switched = new Map(settings.map((s) => [s.ruleId, s.enabled]));
  const countryName = new Map(names.map((c) => [c.isoCode, c.name]));
  const openCount = new Map(open.map((o) => [o.ruleId, o.n]));
  return rules.map((r) => ({
    id: r.id,
    countryCode: r.countryCode,
    countryName: countryName.get(r.countryCode) ?? r.countryCode,
    state: jurisdictionStateName(r.countryCode, r.state),
    entityTypes: [...r.entityTypes.map((t) => entityTypeLabel(r.countryCode, t) ?? t), ...(r.matchesLlcName ? [LLC_NAME_LABEL] : [])],
    name: r.name,
    description: r.description,
    term: ruleTermText(r),
    holidayShift: holidayShiftText(r.holidayShift),
    authority: r.authority,
    fee: r.fee,
    category: r.category,
    validFrom: r.validFrom,
    validTo: r.validTo,
    validity: validityText(r.validFrom, r.validTo),
    sourceUrl: r.sourceUrl,
    evidence: r.evidence,
    checkedOn: r.checkedOn,
    penalty: r.penalty,
    note: r.note,
    enabled: switched.get(r.id) ?? r.enabledByDefault,
    enabledByDefault: r.enabledByDefault,
    openObligations: openCount.get(r.id) ?? 0,
  }));
}

/** Every rule of the catalogue, in its order (grouped by country), with the firm's switches. */
export async function listComplianceRules(db: DbOrTx): Promise<ComplianceRuleList> {
  return { rules: await ruleViews(db, COMPLIANCE_RULES) };
}

/**
 * Switches a rule on or off for the firm. In one transaction: the switch, its
 * activity entry and a whole-firm refresh of the obligations, which removes the
 * open ones of a rule switched off (completed ones stay) or brings them back.
 */
export async function switchComplianceRule(ctx: AppContext, actor: Actor, id: string, input: UpdateComplianceRuleInput): Promise<ComplianceRuleView> {
  const rule = complianceRule(id);
  if (!rule) throw notFound('Regola non trovata');
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(complianceRuleSettings)
      .values({ ruleId: id, enabled: input.enabled, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({ target: complianceRuleSettings.ruleId, set: { enabled: input.enabled, updatedBy: actor.id, updatedAt: now } });
    const [view] = await ruleViews(tx, [rule]);
    await logActivity(tx, actor, input.enabled ? 'Attivazione Regola' : 'Disattivazione Regola', `${rule.name} (${view!.countryName})`);
    await queueObligationsRefresh(tx, ctx.jobs);
    return view!;
  });
}
