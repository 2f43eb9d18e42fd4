/**
 * The roots of every cached view, in one place. A write names the views it changes in its
 * mutation's `meta.invalidates` (see mutation-meta.ts), so none is left showing old data.
 */
export const queryRoots = {
  session: ['session'],
  profile: ['profile'],
  dashboard: ['dashboard'],
  activity: ['activity'],
  clients: ['clients'],
  documents: ['documents'],
  contracts: ['contracts'],
  deadlines: ['deadlines'],
  money: ['money'],
  bankApplications: ['bank-applications'],
  staff: ['staff'],
  loginUsers: ['login-users'],
  mailOutbox: ['mail-outbox'],
  countries: ['countries'],
  complianceRules: ['compliance-rules'],
} as const;

const { clients, dashboard, activity, deadlines, documents } = queryRoots;

/**
 * Where a change to a client shows: the client lists and counts, the dashboard (counts, the
 * approval panel), the activity log, the deadlines (obligations follow the client's data),
 * and the documents' client column.
 */
export const CLIENT_VIEWS = [clients, dashboard, activity, deadlines, documents] as const;
