import { queryRoots } from '@web/lib/query-keys';

const root = queryRoots.profile;

/** Query keys of /profilo. The profile itself sits at the root (lib/own-profile.ts). */
export const profileKeys = {
  sessions: [...root, 'sessions'] as const,
  calendarFeed: [...root, 'calendar-feed'] as const,
  reminders: [...root, 'reminders'] as const,
  countries: [...root, 'countries'] as const,
};

/** Where one's own two-factor sign-in shows: the activity log, the staff and login-user lists, one's sessions (turning it on or off renews this one). */
export const TWO_FACTOR_VIEWS = [queryRoots.activity, queryRoots.staff, queryRoots.loginUsers, profileKeys.sessions] as const;
