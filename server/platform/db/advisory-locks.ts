/**
 * The PostgreSQL advisory locks the app takes, one number each: two uses sharing a number
 * would wait on each other (a server starting would wait for a whole backup).
 */
export const ADVISORY_LOCKS = {
  /** Migrations, applied once when several servers start together. */
  migrations: 727274,
  /** The file store: taken shared by a backup, alone by the sweep and the store's binding. */
  fileStore: 727275,
  /** The first proprietario, created once when several servers start together. */
  firstOwner: 727276,
} as const;
