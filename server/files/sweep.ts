import type { AppContext } from '../context';

/** Every column that holds a storage key. */
const REFERENCED_KEYS = `
  SELECT file_key AS key FROM documents
  UNION ALL SELECT file_key FROM contracts
  UNION ALL SELECT avatar_key FROM profiles WHERE avatar_key IS NOT NULL`;

/**
 * Removes stored files no row points to, and the leftovers of interrupted
 * writes: what a crash between storing a file and committing its row leaves.
 * Only files last changed before `before` are considered, so uploads in
 * flight (on this or another app server) are never touched.
 */
export async function sweepOrphanFiles(ctx: AppContext, before: Date): Promise<number> {
  await ctx.storage.cleanupInterrupted(before);
  const { rows } = await ctx.pool.query<{ key: string }>(REFERENCED_KEYS);
  const referenced = new Set(rows.map((r) => r.key));
  let removed = 0;
  for await (const file of ctx.storage.list()) {
    if (file.modifiedAt < before && !referenced.has(file.key)) {
      await ctx.storage.delete(file.key);
      removed++;
    }
  }
  return removed;
}
