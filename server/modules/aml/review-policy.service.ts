import { eq } from 'drizzle-orm';
import { resolveReviewPolicy, reviewPolicySchema, type ReviewMonths, type ReviewPolicy } from '@domain/aml/review-policy';
import { DUE_DILIGENCE_LEVELS, type AmlRuleset } from '@domain/aml/rulesets';
import type { Actor } from '../../platform/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { appSettings } from '../../platform/db/schema';
import { logActivity } from '../activity/activity.service';

/**
 * The firm's review intervals, kept in `app_settings` as JSON. Signing an assessment and
 * recording a review read them; a change moves no review already scheduled. The ruleset
 * given is the one in force today (`rulesetToday`), whose months are the defaults.
 */

export const AML_REVIEW_MONTHS_SETTING = 'aml_review_months';

async function storedMonths(db: DbOrTx, forUpdate = false): Promise<ReviewMonths | null> {
  const query = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, AML_REVIEW_MONTHS_SETTING));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? reviewPolicySchema.parse(JSON.parse(row.value)) : null;
}

/** The months in force: the firm's, else the ruleset's. */
export async function reviewPolicy(db: DbOrTx, ruleset: AmlRuleset): Promise<ReviewPolicy> {
  return resolveReviewPolicy(ruleset, await storedMonths(db));
}

/** Saves the firm's months and logs the change, old → new; the same months again change nothing. */
export async function setReviewPolicy(db: Db, actor: Actor, input: ReviewMonths, ruleset: AmlRuleset): Promise<ReviewPolicy> {
  return db.transaction(async (tx) => {
    const before = resolveReviewPolicy(ruleset, await storedMonths(tx, true));
    const months = { semplificata: input.semplificata, ordinaria: input.ordinaria, rafforzata: input.rafforzata };
    if (before.source === 'firm' && DUE_DILIGENCE_LEVELS.every((level) => before.months[level] === months[level])) return before;
    const value = JSON.stringify(months);
    await tx.insert(appSettings).values({ key: AML_REVIEW_MONTHS_SETTING, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
    const changes = DUE_DILIGENCE_LEVELS.map((level) => `${level} ${before.months[level]} → ${months[level]}`).join(', ');
    await logActivity(tx, actor, 'Politica di Revisione Antiriciclaggio', `Mesi tra una revisione e la successiva: ${changes}`);
    return resolveReviewPolicy(ruleset, months);
  });
}
