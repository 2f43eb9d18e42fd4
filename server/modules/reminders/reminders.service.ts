import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { obligationPath } from '@domain/compliance/obligation-view';
import { daysBetween } from '@domain/compliance/status';
import { addDays } from '@domain/periods';
import { isAmlRuleId } from '@domain/aml/obligation-kinds';
import { ROLES, can, scopeOf } from '@domain/policy';
import type { ReminderMode } from '@domain/schemas/reminders';
import type { Actor } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { displayName } from '../../platform/db/display-name';
import { claimOverdueRequestsForDigest } from '../requests/request-reminders.service';
import { clients, manualObligations, obligationReminders, obligations, reminderPreferences, user, userRoles } from '../../platform/db/schema';
import type { Env } from '../../platform/env';
import type { JobQueue } from '../../platform/jobs/queue';
import type { MailMessage } from '../../platform/mail/mailer';
import { queueMails } from '../../platform/mail/mail-queue';
import { obligationReminderMail, reminderDigestMail, type ReminderItem } from '../../platform/mail/templates';
import { kindOf, listedRuleIds, manualColumns } from '../deadlines/manual-obligations';
import { enabledRules } from '../deadlines/obligations';
import { withProfileAndRole } from '../../platform/db/people';

/**
 * Compliance reminders (decision 084): each day, every open obligation of an
 * enabled rule or added by hand (named by its title and authority) that has reached a step (30, 7, 1 days before its due date, or
 * overdue) not yet sent is claimed in obligation_reminders; the transaction
 * whose insert wins queues the e-mails, so each step goes out once whatever the
 * number of app servers running the job, even when they all read the same due
 * steps before any claims them.
 */
export const REMIND_OBLIGATIONS_TASK = 'obligations:remind';

type Step = ReminderItem['step'];
/** From the least urgent to the most. */
const STEPS: readonly Step[] = ['30', '7', '1', 'overdue'];
/**
 * The overdue e-mail is for an obligation that has just become overdue (or that a
 * server down for days missed): one found overdue by longer, as when a firm loads
 * its clients, is on /scadenze In Ritardo without filling every inbox.
 */
const OVERDUE_REMINDED_DAYS = 14;

/**
 * Until a person chooses: one e-mail a day listing every reminder, not one per
 * obligation and step (thousands a day for a large firm). Also the column's default.
 */
const DEFAULT_MODE: ReminderMode = 'digest';

/** The roles that receive every reminder, as the policy says. */
const REMINDED_ROLES = ROLES.filter((role) => scopeOf(role, 'receive:reminders'));

interface Recipient {
  id: string;
  email: string;
  name: string;
}

/** Accounts that may still sign in: a confirmed address and a role (deleted accounts have no row). */
function recipientsQuery(db: DbOrTx) {
  return withProfileAndRole(db.select({ id: user.id, email: user.email, name: displayName, role: userRoles.role, mode: reminderPreferences.mode }).from(user).$dynamic())
    .leftJoin(reminderPreferences, eq(reminderPreferences.userId, user.id));
}

type ReminderCtx = { db: Db; jobs: JobQueue; env: Pick<Env, 'APP_URL'> };

/**
 * Sends the reminders reached on `today` ('YYYY-MM-DD'): a step not sent when it
 * was reached (the server was down) is replaced by the most urgent one reached,
 * and the earlier ones are marked as sent. Returns the steps claimed and the
 * messages queued.
 */
export async function sendReminders(ctx: ReminderCtx, today: string): Promise<{ steps: number; messages: number }> {
  return claimAndSendReminders(ctx, today, await dueReminders(ctx.db, today));
}

export type DueReminders = Awaited<ReturnType<typeof dueReminders>>;

/** The steps reached on `today` and not yet claimed, as read now: another server may claim them first. */
export async function dueReminders(db: Db, today: string) {
  const ruleIds = listedRuleIds(await enabledRules(db), REMINDED_ROLES);
  // The most urgent step reached on `today` by an obligation due within 30 days (or overdue).
  const step = sql<Step>`(case when ${obligations.dueDate} < ${today}::date then 'overdue'
    when ${obligations.dueDate} <= ${today}::date + 1 then '1'
    when ${obligations.dueDate} <= ${today}::date + 7 then '7' else '30' end)::reminder_step`;
  const due = await db
    .select({
      id: obligations.id,
      clientId: obligations.clientId,
      ruleId: obligations.ruleId,
      dueDate: obligations.dueDate,
      step,
      companyName: clients.companyName,
      remindClient: clients.remindClient,
      userId: clients.userId,
      linkedUserId: clients.linkedUserId,
      ...manualColumns,
    })
    .from(obligations)
    .innerJoin(clients, eq(clients.id, obligations.clientId))
    .leftJoin(manualObligations, eq(manualObligations.id, obligations.manualObligationId))
    .where(
      and(
        isNull(obligations.completedAt),
        inArray(obligations.ruleId, ruleIds),
        lte(obligations.dueDate, addDays(today, 30)),
        gte(obligations.dueDate, addDays(today, -OVERDUE_REMINDED_DAYS)),
        sql`not exists (select 1 from ${obligationReminders} r where r.obligation_id = ${obligations.id} and r.due_date = ${obligations.dueDate} and r.step = ${step})`,
      ),
    )
    .orderBy(asc(obligations.id));
  return { due };
}

/** Claims the steps of `found` that no other server has claimed, and queues the e-mails of those won, in one transaction. */
export async function claimAndSendReminders(ctx: ReminderCtx, today: string, found: DueReminders): Promise<{ steps: number; messages: number }> {
  const { due } = found;
  return ctx.db.transaction(async (tx) => {
    // The claim: the reached step and the earlier ones, in one order for every server (no deadlock);
    // an insert meeting another server's uncommitted row waits for it, then does nothing.
    const claims = due.flatMap((o) => STEPS.slice(0, STEPS.indexOf(o.step) + 1).map((s) => ({ obligationId: o.id, step: s, dueDate: o.dueDate })));
    const won = new Set<string>();
    for (let i = 0; i < claims.length; i += 10_000) {
      const rows = await tx.insert(obligationReminders).values(claims.slice(i, i + 10_000)).onConflictDoNothing().returning();
      for (const r of rows) won.add(`${r.obligationId}|${r.step}`);
    }
    const items = due
      .filter((o) => won.has(`${o.id}|${o.step}`))
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.companyName.localeCompare(b.companyName))
      .map((o) => {
        const rule = kindOf(o)!;
        const item: ReminderItem = {
          step: o.step,
          daysLeft: daysBetween(today, o.dueDate),
          companyName: o.companyName,
          ruleName: rule.name,
          dueDate: o.dueDate,
          authority: rule.authority,
          fee: rule.fee,
          penalty: rule.penalty,
          link: `${ctx.env.APP_URL}${obligationPath(o.clientId, o.id)}`,
        };
        return { o, item };
      });
    // The document requests past their due date go into the same digest, each listed once a day.
    const overdueRequests = await claimOverdueRequestsForDigest(tx, ctx.env, today);
    if (items.length === 0 && overdueRequests.length === 0) return { steps: 0, messages: 0 };

    const staff = await recipientsQuery(tx).where(and(inArray(userRoles.role, REMINDED_ROLES), eq(user.emailVerified, true)));
    const staffIds = new Set(staff.map((s) => s.id));
    const clientLoginIds = new Set(items.flatMap(({ o }) => (o.remindClient && !isAmlRuleId(o.ruleId) ? [o.userId, o.linkedUserId] : [])).filter((id): id is string => !!id && !staffIds.has(id)));
    const clientLogins = new Map<string, Recipient>();
    if (clientLoginIds.size > 0) {
      const rows = await recipientsQuery(tx).where(and(inArray(user.id, [...clientLoginIds]), isNotNull(userRoles.role), eq(user.emailVerified, true)));
      for (const r of rows) clientLogins.set(r.id, r);
    }

    const mails: MailMessage[] = [];
    for (const person of staff) {
      const mode: ReminderMode = person.mode ?? DEFAULT_MODE;
      // The AML file's deadlines go only to those who may read the file.
      const theirs = items.filter(({ o }) => !isAmlRuleId(o.ruleId) || can(person.role, 'read:aml-file'));
      if (theirs.length === 0 && overdueRequests.length === 0) continue;
      if (mode === 'digest') mails.push(reminderDigestMail(person.email, person.name, theirs.map((i) => i.item), overdueRequests));
      if (mode === 'each') {
        for (const { item } of theirs) mails.push(obligationReminderMail(person.email, person.name, item, true));
        if (overdueRequests.length) mails.push(reminderDigestMail(person.email, person.name, [], overdueRequests));
      }
    }
    for (const { o, item } of items) {
      // A client never hears of the AML file.
      if (!o.remindClient || isAmlRuleId(o.ruleId)) continue;
      for (const id of new Set([o.userId, o.linkedUserId])) {
        const login = id ? clientLogins.get(id) : undefined;
        if (login) mails.push(obligationReminderMail(login.email, login.name, item, false));
      }
    }
    await queueMails({ db: tx, jobs: ctx.jobs }, mails);
    return { steps: items.length, messages: mails.length };
  });
}

/** The reminder preference of a proprietario or admin (the daily digest until they choose). */
export async function getReminderMode(db: DbOrTx, actor: Actor): Promise<{ mode: ReminderMode }> {
  const [row] = await db.select({ mode: reminderPreferences.mode }).from(reminderPreferences).where(eq(reminderPreferences.userId, actor.id));
  return { mode: row?.mode ?? DEFAULT_MODE };
}

export async function setReminderMode(db: DbOrTx, actor: Actor, mode: ReminderMode): Promise<{ mode: ReminderMode }> {
  await db
    .insert(reminderPreferences)
    .values({ userId: actor.id, mode })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: { mode, updatedAt: new Date() } });
  return { mode };
}
