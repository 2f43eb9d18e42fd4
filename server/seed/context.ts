import type { AppContext } from '../platform/context';
import type { Db } from '../platform/db/client';
import type { CreatedUser } from './factories/users';

/** What the demo seed's parts share: the app context and the people made so far. */
export interface SeedContext {
  ctx: AppContext;
  db: Db;
  now: Date;
  people: {
    owner: { id: string; name: string };
    /** Admins and moderatori. */
    staff: CreatedUser[];
    /** Role-user accounts with an approved Client of their own. */
    clientUsers: CreatedUser[];
    /** Role-user accounts waiting for approval (complete or not). */
    pendingUsers: CreatedUser[];
  };
}

/** One area's share of the demo data: returns a line for the summary. */
export interface SeedPart {
  name: string;
  run(seed: SeedContext): Promise<string>;
}

/** The same demo password for every demo account, printed at the end. */
export const DEMO_PASSWORD = 'demo1234';
