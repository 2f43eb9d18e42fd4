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
  /** The document requests: the page, its templates, the dashboard's card and the client details' section. */
  requests: ['requests'],
  /** The anti-money-laundering files, their records and the firm's self-assessment and training. */
  aml: ['aml'],
} as const;

const { session, profile, clients, dashboard, activity, deadlines, documents, countries, staff, loginUsers, bankApplications, money, requests, aml } = queryRoots;

/**
 * Where a change to a client shows: the client lists and counts, the dashboard (counts, the
 * approval panel), the activity log, the deadlines (obligations follow the client's data),
 * the documents' client column, the countries' client and document counts, and the document
 * requests (their client's name; a deleted client takes its requests) and the AML files (the client's name,
 * "Cliente eliminato" once it is gone).
 */
export const CLIENT_VIEWS = [clients, dashboard, activity, deadlines, documents, countries, requests, aml] as const;

/**
 * Where a person's own name shows: the signed-in session and profile, the dashboard (team,
 * approval panel), the activity log, the staff and login-user lists, the client list's
 * linked accounts, the documents' uploader and the bank applications' applicant.
 */
export const ACCOUNT_VIEWS = [session, profile, dashboard, activity, staff, loginUsers, clients, documents, bankApplications] as const;

/**
 * Where a change to a staff member's account shows: the staff list and the login-user list (a
 * staff member without a role is a login user), the dashboard's team, the activity log, and the
 * client list's linked accounts and account choices.
 */
export const STAFF_VIEWS = [staff, loginUsers, dashboard, activity, clients] as const;

/**
 * Where a deleted account leaves a gap: every view of its name, plus the books (its own ledger
 * goes with it).
 */
export const DELETED_ACCOUNT_VIEWS = [...ACCOUNT_VIEWS, money] as const;
