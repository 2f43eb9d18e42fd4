import { eq, inArray } from 'drizzle-orm';
import { MANUAL_BADGE, MANUAL_RULE_ID, manualPeriodKey, nextManualDueDate, recurrenceDescription, type Recurrence } from '@domain/compliance/manual';
import { complianceRule, type ComplianceRule } from '@domain/compliance/rules';
import { AML_OBLIGATION_KINDS, AML_RULE_IDS, isAmlRuleId } from '@domain/aml/obligation-kinds';
import { can, type Role } from '@domain/policy';
import type { DbOrTx } from '../../platform/db/client';
import { manualObligations, obligations } from '../../platform/db/schema';

/**
 * The occurrences of the obligations staff add by hand (decision 114): rows of
 * `obligations` under the rule id 'manual', read wherever the rules' ones are.
 * One is open at a time; completing it opens the next of its series.
 */

/**
 * The rule ids whose obligations are listed, counted, reminded and fed to someone with one of
 * `roles`: the enabled rules' and the manual ones; the AML file's only to those who may read
 * the file (staff): a role user never learns a file exists.
 */
export function listedRuleIds(rules: readonly ComplianceRule[], roles: readonly (Role | null)[]): string[] {
  const aml = roles.some((role) => can(role, 'read:aml-file')) ? AML_RULE_IDS : [];
  return [...rules.map((r) => r.id), MANUAL_RULE_ID, ...aml];
}

/** The badge and the authority of the AML file's obligations; nobody in particular owns them. */
export const AML_BADGE = 'AML';
const AML_AUTHORITY = 'Studio (D.Lgs. 231/2007)';

/** What every reader shows of an obligation, whether a rule or staff gave it. */
export type ObligationKind = Pick<ComplianceRule, 'name' | 'shortName' | 'description' | 'category' | 'owner' | 'fee' | 'authority' | 'note' | 'sourceUrl' | 'countryCode' | 'penalty' | 'dueAfterIssue'>;

/** The columns of a manual obligation a reader joins (left join: null for a rule's occurrence). */
export const manualColumns = {
  manualObligationId: obligations.manualObligationId,
  manualTitle: manualObligations.title,
  manualAuthority: manualObligations.authority,
  manualNote: manualObligations.note,
  manualRecurrence: manualObligations.recurrence,
  manualCreatedByName: manualObligations.createdByName,
};

type ManualColumns = { [K in keyof typeof manualColumns]: (typeof manualColumns)[K]['_']['data'] | null };

/**
 * The obligation's kind: its rule's, or its manual definition's (by its title and
 * authority, with the note, under the 'Manuale' badge, owned by whoever added it;
 * the country is the client's). Null for a rule no longer in the catalogue.
 */
export function kindOf(row: { ruleId: string } & ManualColumns): ObligationKind | null {
  if (isAmlRuleId(row.ruleId)) {
    const kind = AML_OBLIGATION_KINDS[row.ruleId];
    return { ...kind, shortName: AML_BADGE, category: AML_BADGE, owner: '', fee: null, authority: AML_AUTHORITY, note: '', sourceUrl: '', countryCode: '', penalty: null };
  }
  if (row.ruleId !== MANUAL_RULE_ID) return complianceRule(row.ruleId) ?? null;
  if (row.manualTitle === null) return null;
  return {
    name: row.manualTitle,
    shortName: MANUAL_BADGE,
    description: recurrenceDescription(row.manualRecurrence ?? 'none'),
    category: MANUAL_BADGE,
    owner: row.manualCreatedByName ?? '',
    fee: null,
    authority: row.manualAuthority ?? '',
    note: row.manualNote ?? '',
    sourceUrl: '',
    countryCode: '',
    penalty: null,
  };
}

/**
 * Brings a manual obligation's open occurrence in line with its definition: the
 * first of its series after the latest completed one (from the start when none
 * is), updated in place when the date moved, inserted when missing, removed when
 * the series has no more. Open ones dated on or before the latest completed
 * (an older occurrence reopened) are left as they are. A deleted definition keeps
 * no open occurrence. Call it in the transaction that changed the definition or
 * completed or reopened one of its occurrences.
 */
export async function syncManualSeries(
  tx: DbOrTx,
  manual: { id: string; clientId: string; startsOn: string; recurrence: Recurrence; deletedAt: Date | null },
): Promise<void> {
  const rows = await tx
    .select({ id: obligations.id, dueDate: obligations.dueDate, completedAt: obligations.completedAt })
    .from(obligations)
    .where(eq(obligations.manualObligationId, manual.id))
    .for('update');
  const open = rows.filter((r) => r.completedAt === null).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  if (manual.deletedAt) {
    if (open.length) await tx.delete(obligations).where(inArray(obligations.id, open.map((r) => r.id)));
    return;
  }
  const latestCompleted = rows.reduce<string | null>((latest, r) => (r.completedAt && (latest === null || r.dueDate > latest) ? r.dueDate : latest), null);
  const current = open.filter((r) => latestCompleted === null || r.dueDate > latestCompleted);
  const want = nextManualDueDate(manual.startsOn, manual.recurrence, latestCompleted);
  const keep = want === null ? undefined : (current.find((r) => r.dueDate === want) ?? current[0]);
  const extra = current.filter((r) => r !== keep).map((r) => r.id);
  if (extra.length) await tx.delete(obligations).where(inArray(obligations.id, extra));
  if (want === null) return;
  const fields = { periodKey: manualPeriodKey(manual.id, want), anchorDate: want, dueDate: want };
  if (!keep) await tx.insert(obligations).values({ clientId: manual.clientId, ruleId: MANUAL_RULE_ID, manualObligationId: manual.id, ...fields });
  else if (keep.dueDate !== want) await tx.update(obligations).set({ ...fields, updatedAt: new Date() }).where(eq(obligations.id, keep.id));
}

/** The definition of a manual obligation, locked for the change; undefined when there is none (or it was deleted). */
export async function manualObligationFor(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(manualObligations).where(eq(manualObligations.id, id)).for('update');
  return row && !row.deletedAt ? row : undefined;
}
