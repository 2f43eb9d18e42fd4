import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { OwnershipResult } from '@domain/aml/beneficial-owners';
import type { AmlFileListQuery, ReviewTrigger } from '@domain/aml/file';
import { amlRuleset, type DueDiligence } from '@domain/aml/rulesets';
import { CLIENT_NOT_FOUND } from '@domain/schemas/clients';
import { paged, pageOffset, type Paged } from '@domain/schemas/list-query';
import { todayIso } from '@domain/periods';
import type { Actor } from '../../platform/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { lowerCasedContains } from '../../platform/db/like';
import { amlEngagements, amlEvidence, amlFiles, amlIdentifications, amlParties, amlRoles, clients } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { logActivity } from '../activity/activity.service';
import { appendAccess } from './access-log';
import { latestByParty, lockedFile, NEWEST_IDENTIFICATION_FIRST } from './aml-obligations';
import { serviceOf } from './engagements.service';
import { inForceOn, ownershipOf, peopleOf, percentOf } from './people.service';

/** The files: the list, opening one for a client, and the whole core of one (every read is a line of its access log). */

export interface AmlFileSummary {
  id: string;
  /** Null once the client was deleted: the file stays for its retention. */
  clientId: string | null;
  clientName: string;
  level: DueDiligence | null;
  nextReviewOn: string | null;
  reviewTrigger: ReviewTrigger | null;
  abstainedOn: string | null;
  relationshipEndedOn: string | null;
  retainUntil: string | null;
  openEngagements: number;
  /** The earliest completion due among the open engagements. */
  completionDueOn: string | null;
  owners: number;
  /** Every executor and beneficial owner identified with a document valid today. */
  identified: boolean;
}

// Written out with their tables: a select from one table names its columns bare, which inside a subquery would read the engagement's own.
const OPEN_ENGAGEMENTS = sql`from aml_engagements e where e.file_id = aml_files.id and e.completed_on is null and e.closed_on is null and e.completion_due_on is not null`;

const SORTS = { clientName: amlFiles.clientName, nextReviewOn: amlFiles.nextReviewOn } as const;

type IdentificationRow = typeof amlIdentifications.$inferSelect;

/**
 * Who must be identified (art. 18 c. 1 a-b): the executors in force and every beneficial owner,
 * natural persons, lacking a document valid on `today`. `identifications` newest first.
 */
function toIdentify(
  parties: readonly (typeof amlParties.$inferSelect)[],
  roles: readonly (typeof amlRoles.$inferSelect)[],
  ownership: OwnershipResult,
  newestFirst: readonly IdentificationRow[],
  today: string,
): string[] {
  const natural = new Set(parties.filter((p) => p.kind === 'natural').map((p) => p.id));
  const wanted = new Set([...roles.filter((r) => r.role === 'esecutore' && inForceOn(r, today)).map((r) => r.partyId), ...ownership.owners.map((o) => o.personId)]);
  const latest = latestByParty(newestFirst);
  return [...wanted].filter((id) => natural.has(id) && !((latest.get(id)?.expiresOn ?? '') >= today));
}

export async function listFiles(db: Db, query: AmlFileListQuery, today = todayIso()): Promise<Paged<AmlFileSummary>> {
  const status: Record<AmlFileListQuery['status'], SQL | undefined> = {
    all: undefined,
    incomplete: sql`exists (select 1 ${OPEN_ENGAGEMENTS})`,
    'review-due': lte(amlFiles.nextReviewOn, today),
    abstained: isNotNull(amlFiles.abstainedOn),
    ended: isNotNull(amlFiles.relationshipEndedOn),
  };
  const where = and(
    status[query.status],
    query.q ? lowerCasedContains(amlFiles.clientNameSearch, query.q) : undefined,
    query.client ? eq(amlFiles.clientId, query.client) : undefined,
    query.level ? eq(amlFiles.level, query.level) : undefined,
  );
  const direction = query.dir === 'desc' ? desc : asc;
  const order = query.sort ? [direction(SORTS[query.sort]), asc(amlFiles.id)] : [asc(amlFiles.clientName), asc(amlFiles.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: amlFiles.id,
        clientId: amlFiles.clientId,
        clientName: amlFiles.clientName,
        level: amlFiles.level,
        nextReviewOn: amlFiles.nextReviewOn,
        reviewTrigger: amlFiles.reviewTrigger,
        abstainedOn: amlFiles.abstainedOn,
        relationshipEndedOn: amlFiles.relationshipEndedOn,
        retainUntil: amlFiles.retainUntil,
        openEngagements: sql<number>`(select count(*)::int ${OPEN_ENGAGEMENTS})`,
        completionDueOn: sql<string | null>`(select min(e.completion_due_on)::text ${OPEN_ENGAGEMENTS})`,
      })
      .from(amlFiles)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(amlFiles).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [parties, roles, identifications] = ids.length
    ? await Promise.all([
        db.select().from(amlParties).where(inArray(amlParties.fileId, ids)),
        db.select().from(amlRoles).where(inArray(amlRoles.fileId, ids)),
        db.select().from(amlIdentifications).where(inArray(amlIdentifications.fileId, ids)).orderBy(...NEWEST_IDENTIFICATION_FIRST),
      ])
    : [[], [], []];
  const items = rows.map((row) => {
    const own = <T extends { fileId: string }>(list: T[]) => list.filter((x) => x.fileId === row.id);
    const ownership = ownershipOf(row, own(parties), own(roles), today);
    return { ...row, owners: ownership.owners.length, identified: toIdentify(own(parties), own(roles), ownership, own(identifications), today).length === 0 };
  });
  return paged(items, total?.n ?? 0, query);
}

export const FILE_EXISTS = 'Il cliente ha già un fascicolo';

/** Opens the file of an existing client; when it has one already, that one's id with `created` false (a 409 for the route). */
export async function openFile(db: Db, actor: Actor, clientId: string): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [client] = await tx.select({ id: clients.id, companyName: clients.companyName }).from(clients).where(eq(clients.id, clientId)).for('no key update');
    if (!client) throw badRequest(CLIENT_NOT_FOUND, { clientId: CLIENT_NOT_FOUND });
    const [existing] = await tx.select({ id: amlFiles.id }).from(amlFiles).where(eq(amlFiles.clientId, clientId));
    if (existing) return { id: existing.id, created: false };
    const [row] = await tx.insert(amlFiles).values({ clientId, clientName: client.companyName, openedBy: actor.id }).returning({ id: amlFiles.id });
    await logActivity(tx, actor, 'Fascicolo Antiriciclaggio', `Aperto il fascicolo di ${client.companyName}`);
    return { id: row!.id, created: true };
  });
}

/** The whole core of a file, as read on `today`; the read is a line `open` of its access log. */
export async function getFile(db: Db, actor: Actor, id: string, today = todayIso()) {
  return db.transaction(async (tx) => {
    const file = await lockedFile(tx, id);
    await appendAccess(tx, actor, id, 'open');
    const [client] = file.clientId
      ? await tx.select({ id: clients.id, companyName: clients.companyName, countryCode: clients.countryCode }).from(clients).where(eq(clients.id, file.clientId))
      : [];
    return fileCore(tx, file, client ?? null, today);
  });
}

async function fileCore(
  db: DbOrTx,
  file: Awaited<ReturnType<typeof lockedFile>>,
  client: { id: string; companyName: string; countryCode: string | null } | null,
  today: string,
) {
  const { parties, roles, ownership } = await peopleOf(db, file, today);
  // In sequence: read inside the transaction that wrote the access line.
  const identifications = await db.select().from(amlIdentifications).where(eq(amlIdentifications.fileId, file.id)).orderBy(...NEWEST_IDENTIFICATION_FIRST);
  const engagements = await db.select().from(amlEngagements).where(eq(amlEngagements.fileId, file.id)).orderBy(desc(amlEngagements.openedOn), desc(amlEngagements.createdAt));
  const evidence = await db.select().from(amlEvidence).where(eq(amlEvidence.fileId, file.id)).orderBy(desc(amlEvidence.acquiredAt));
  const { logHead: _head, logCount: _count, openedBy: _by, abstainedBy: _abstainedBy, ...fileFields } = file;
  return {
    file: { ...fileFields, openedAt: file.openedAt.toISOString(), updatedAt: file.updatedAt.toISOString() },
    client: client && { id: client.id, name: client.companyName, countryCode: client.countryCode },
    parties: parties.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() })),
    roles: roles.map((r) => ({ ...r, percent: percentOf(r.percent), inForce: inForceOn(r, today), createdAt: r.createdAt.toISOString() })),
    ownership,
    identifications: identifications.map((i) => ({ ...i, expired: i.expiresOn < today, createdAt: i.createdAt.toISOString() })),
    toIdentify: toIdentify(parties, roles, ownership, identifications, today),
    engagements: engagements.map((e) => {
      const service = amlRuleset(e.rulesetId) && serviceOf(amlRuleset(e.rulesetId)!, e.serviceId);
      return {
        ...e,
        serviceLabel: service ? service.label : e.serviceId,
        inherent: service ? service.inherent : null,
        exempt: e.completionDueOn === null,
        createdAt: e.createdAt.toISOString(),
      };
    }),
    evidence: evidence.map((e) => ({
      id: e.id,
      title: e.title,
      fileName: e.fileName,
      size: e.fileSize,
      contentType: e.contentType,
      sha256: e.sha256,
      acquiredAt: e.acquiredAt.toISOString(),
      acquiredByName: e.acquiredByName,
    })),
  };
}

export type AmlFileDetail = Awaited<ReturnType<typeof getFile>>;
