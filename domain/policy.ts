/**
 * The one access policy (PRODUCT.md section 1). The server enforces it on every
 * API call; the web app reads it to draw the sidebar, guard routes and hide
 * buttons; /system-logic renders it. Nothing else decides who may do what.
 */

export const ROLES = ['proprietario', 'admin', 'moderatore', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['proprietario', 'admin', 'moderatore'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  proprietario: 'Proprietario',
  admin: 'Admin',
  moderatore: 'Moderatore',
  user: 'Utente',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  proprietario: 'Accesso completo',
  admin: 'Gestione utenti e configurazione avanzata',
  moderatore: 'Gestione contenuti e supervisione',
  user: 'Accesso personale di base',
};

export function isStaff(role: Role | null | undefined): role is StaffRole {
  return role === 'proprietario' || role === 'admin' || role === 'moderatore';
}

/**
 * "own": rows whose user_id is the caller or, for client-bound data, clients
 * whose user_id or linked_user_id is the caller. "any": every row.
 * For money, "own" means the caller's ledger: the firm's ledger for
 * proprietario and admin, the user's own books for role user (see ledgerOwner).
 */
export type Scope = 'own' | 'any';

type Grants = Partial<Record<Role, Scope>>;
const STAFF_ANY: Grants = { proprietario: 'any', admin: 'any', moderatore: 'any' };
const EVERYONE_OWN: Grants = { proprietario: 'own', admin: 'own', moderatore: 'own', user: 'own' };
const STAFF_ANY_USER_OWN: Grants = { ...STAFF_ANY, user: 'own' };
const OWNER_MODERATOR: Grants = { proprietario: 'any', moderatore: 'any' };
const OWNER_ADMIN: Grants = { proprietario: 'any', admin: 'any' };
const OWNER_ONLY: Grants = { proprietario: 'any' };
const MONEY_OWN: Grants = { proprietario: 'own', admin: 'own', user: 'own' };

/** Permission name -> the scope each role holds. A role not listed holds none. */
export const PERMISSIONS = {
  // Everyone signed in
  'read:dashboard': EVERYONE_OWN,
  'update:profile': EVERYONE_OWN,
  // 'own': one's own avatar and the staff's (shown in the TEAM panel); see mayViewAvatar.
  'read:avatar': STAFF_ANY_USER_OWN,
  'read:fiscal-news': EVERYONE_OWN,
  'read:activity': STAFF_ANY_USER_OWN,
  'read:shared-documents': STAFF_ANY_USER_OWN,
  'read:deadlines': STAFF_ANY_USER_OWN,
  'complete:deadline': STAFF_ANY,
  // Nuova Scadenza: add, edit and delete obligations by hand (the roles that complete them)
  'manage:manual-deadline': STAFF_ANY,
  // Each person's calendar feed of the obligations they may read
  'read:calendar-feed': STAFF_ANY_USER_OWN,
  // The compliance rule catalogue: switch rules on or off for the firm
  'manage:compliance-rules': OWNER_ADMIN,
  // Choose how compliance reminders arrive (each, daily digest, none)
  'receive:reminders': OWNER_ADMIN,

  // Clients
  'read:clients': STAFF_ANY,
  'create:client': STAFF_ANY,
  'bulk-update:client': STAFF_ANY,
  'upload-folder:client': STAFF_ANY,
  'update:client': OWNER_ADMIN,
  'inline-update:client': OWNER_MODERATOR,
  'delete:client': OWNER_MODERATOR,
  'approve:client': OWNER_MODERATOR,

  // Countries and staff-only pages
  'read:countries': STAFF_ANY,
  'update:country': OWNER_ADMIN,
  'read:country-notes': OWNER_ADMIN,
  'read:smart-table': STAFF_ANY,
  'read:planning': STAFF_ANY,
  'read:admin-panel': STAFF_ANY,
  'read:system-logic': STAFF_ANY,

  // Documents and contracts
  'read:private-documents': STAFF_ANY,
  'upload:document': STAFF_ANY,
  'rename:document': OWNER_MODERATOR,
  'delete:document': OWNER_MODERATOR,
  'read:contracts': STAFF_ANY,
  // Document requests: staff ask, the client's logins answer for their own clients (PRODUCT.md, issue "Document requests")
  'read:document-requests': STAFF_ANY_USER_OWN,
  'upload:document-requests': STAFF_ANY_USER_OWN,
  'manage:document-requests': STAFF_ANY,
  'review:document-requests': STAFF_ANY,
  'manage:request-templates': STAFF_ANY,
  'upload:contract': STAFF_ANY,

  // The anti-money-laundering file (D.Lgs. 231/2007, decision 122): staff only, and hidden from
  // role user altogether (art. 39, no tipping-off: see UNDISCLOSED_PERMISSIONS).
  // Moderatori prepare drafts and identify; proprietario and admin sign, record reviews and abstentions, export.
  'read:aml-file': STAFF_ANY,
  'prepare:aml-file': STAFF_ANY,
  'sign:aml-file': OWNER_ADMIN,
  'export:aml-file': OWNER_ADMIN,
  // The firm's own part: self-assessment drafts and the training register; only the proprietario signs the self-assessment.
  'manage:aml-firm': OWNER_ADMIN,
  'sign:aml-self-assessment': OWNER_ONLY,
  'delete:contract': STAFF_ANY,

  // Staff and login users
  'read:staff': STAFF_ANY,
  'manage:staff': OWNER_ONLY,
  'read:login-users': STAFF_ANY,
  'update:login-user': STAFF_ANY,
  'delete:login-user': OWNER_ONLY,
  'change-role:user': OWNER_ONLY,
  // Require two-factor sign-in for staff; reset another account's second factor
  'manage:two-factor': OWNER_ONLY,

  // Posta in uscita: every e-mail the app sends (PRODUCT.md section 9)
  'read:mail-outbox': OWNER_ADMIN,
  'retry:mail': OWNER_ADMIN,

  // Money (PRODUCT.md section 7)
  'manage:ledger': MONEY_OWN,
  'read:analytics': MONEY_OWN,
  'read:internal-accounting': OWNER_ADMIN,
  'read:bank-applications': { proprietario: 'any', admin: 'any', user: 'own' },
  'create:bank-application': MONEY_OWN,
  'update-status:bank-application': OWNER_ADMIN,
} as const satisfies Record<string, Grants>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * Permissions whose very existence is not disclosed to a role that lacks them: the server
 * answers 404 (not 403) and the web shows its "page not found", so a client learns
 * nothing of an anti-money-laundering file about them (art. 39 D.Lgs. 231/2007).
 */
export const UNDISCLOSED_PERMISSIONS: ReadonlySet<Permission> = new Set([
  'read:aml-file',
  'prepare:aml-file',
  'sign:aml-file',
  'export:aml-file',
  'manage:aml-firm',
  'sign:aml-self-assessment',
]);

/** The status a refusal of `permission` answers: 404 for what is not disclosed, else 403. */
export function refusalStatus(permission: Permission): 403 | 404 {
  return UNDISCLOSED_PERMISSIONS.has(permission) ? 404 : 403;
}

/** The scope `role` holds for `permission`, or null when it holds none. */
export function scopeOf(role: Role | null | undefined, permission: Permission): Scope | null {
  if (!role) return null;
  const grants: Grants = PERMISSIONS[permission];
  return grants[role] ?? null;
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return scopeOf(role, permission) !== null;
}

/** The error code of an API answer refused until the caller sets up two-factor sign-in. */
export const TWO_FACTOR_SETUP_REQUIRED = 'TWO_FACTOR_SETUP_REQUIRED';

/**
 * Whether a session must set up two-factor sign-in before anything else: staff,
 * when the proprietario requires it, without a second factor yet.
 */
export function mustSetUpTwoFactor(role: Role | null | undefined, staffRequired: boolean, enabled: boolean): boolean {
  return staffRequired && isStaff(role) && !enabled;
}

/**
 * Whether `viewer` may see the avatar of an account whose role is `ownerRole`:
 * with 'any' everyone's, with 'own' their own and the staff's (the TEAM panel shows them).
 */
export function mayViewAvatar(viewer: { id: string; role: Role | null }, owner: { id: string; role: Role | null }): boolean {
  const scope = scopeOf(viewer.role, 'read:avatar');
  return scope === 'any' || (scope === 'own' && (owner.id === viewer.id || isStaff(owner.role)));
}

/** Whose ledger a money row belongs to: null is the firm's ledger (PRODUCT.md section 7). */
export function ledgerOwner(user: { id: string; role: Role | null }): string | null {
  return user.role === 'user' ? user.id : null;
}

// ---------------------------------------------------------------------------
// Pages: the sidebar, the route guard, the admin-panel tiles and /system-logic
// all read this table.

export type IconName =
  | 'LayoutDashboard' | 'Users' | 'Table' | 'Globe' | 'FileSignature' | 'FileLock' | 'FolderOpen'
  | 'CalendarClock' | 'Calculator' | 'TrendingDown' | 'TrendingUp' | 'Landmark' | 'Video'
  | 'Youtube' | 'Newspaper' | 'BarChart3' | 'History' | 'UserCog' | 'KeyRound' | 'Brain'
  | 'ShieldCheck' | 'UserCircle' | 'LayoutGrid' | 'Mail' | 'ListChecks' | 'ClipboardList' | 'Files' | 'ShieldAlert';

export interface Page {
  path: string;
  label: string;
  icon: IconName;
  permission: Permission;
  /**
   * Shown in the sidebar (when permitted), in this order. 'without-admin-panel': only for a role
   * that may open the page but not the admin panel, which leads staff there.
   */
  sidebar: boolean | 'without-admin-panel';
  /** Shown as a tile on the admin panel (when permitted), in this order. */
  adminTile: boolean;
  /** 'shell' pages sit in the common layout; 'own' pages carry their own. */
  layout: 'shell' | 'own';
  description?: string;
  /** The title of what a role that may not open it sees, when not 'Accesso Negato'. */
  deniedTitle?: 'Accesso Limitato';
}

export const PAGES: readonly Page[] = [
  { path: '/', label: 'Dashboard', icon: 'LayoutDashboard', permission: 'read:dashboard', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/clienti', label: 'Clienti', icon: 'Users', permission: 'read:clients', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/smart-table', label: 'Smart Table', icon: 'Table', permission: 'read:smart-table', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/paesi', label: 'Paesi', icon: 'Globe', permission: 'read:countries', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/contratti', label: 'Contratti', icon: 'FileSignature', permission: 'read:contracts', sidebar: true, adminTile: false, layout: 'shell', deniedTitle: 'Accesso Limitato' },
  { path: '/documenti-privati', label: 'Doc Privati', icon: 'FileLock', permission: 'read:private-documents', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/documenti-condivisi', label: 'Doc Condivisi', icon: 'FolderOpen', permission: 'read:shared-documents', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/documenti-richiesti', label: 'Documenti richiesti', icon: 'ClipboardList', permission: 'read:document-requests', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/antiriciclaggio', label: 'Antiriciclaggio', icon: 'ShieldAlert', permission: 'read:aml-file', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/scadenze', label: 'Scadenze', icon: 'CalendarClock', permission: 'read:deadlines', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/regole-adempimenti', label: 'Regole Adempimenti', icon: 'ListChecks', permission: 'manage:compliance-rules', sidebar: false, adminTile: true, layout: 'shell', description: 'Obblighi per giurisdizione, fonti e costi' },
  { path: '/contabilita-interna', label: 'Contabilità', icon: 'Calculator', permission: 'read:internal-accounting', sidebar: true, adminTile: false, layout: 'own' },
  { path: '/spese', label: 'Spese', icon: 'TrendingDown', permission: 'manage:ledger', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/entrate', label: 'Entrate', icon: 'TrendingUp', permission: 'manage:ledger', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/applicazioni-bancarie', label: 'Applicazioni Bancarie', icon: 'Landmark', permission: 'read:bank-applications', sidebar: true, adminTile: false, layout: 'shell' },
  { path: '/programmazione-short-content', label: 'Programmazione Short Content', icon: 'Video', permission: 'read:planning', sidebar: false, adminTile: true, layout: 'shell', description: 'Calendario dei contenuti brevi' },
  { path: '/programmazione-youtube', label: 'Programmazione YouTube', icon: 'Youtube', permission: 'read:planning', sidebar: false, adminTile: true, layout: 'shell', description: 'Pianificazione dei video' },
  { path: '/modelli-richieste', label: 'Modelli di richiesta', icon: 'Files', permission: 'manage:request-templates', sidebar: false, adminTile: true, layout: 'shell', description: 'Elenchi di documenti da chiedere ai clienti' },
  { path: '/novita-fiscali', label: 'Novità Fiscali', icon: 'Newspaper', permission: 'read:fiscal-news', sidebar: 'without-admin-panel', adminTile: true, layout: 'shell', description: 'Aggiornamenti normativi' },
  { path: '/analytics', label: 'Analytics', icon: 'BarChart3', permission: 'read:analytics', sidebar: 'without-admin-panel', adminTile: true, layout: 'shell', description: 'Entrate, spese e profitto' },
  { path: '/attivita-recenti', label: 'Attività Recenti', icon: 'History', permission: 'read:activity', sidebar: false, adminTile: true, layout: 'shell', description: 'Cronologia delle azioni' },
  { path: '/gestione-staff', label: 'Gestione Staff', icon: 'UserCog', permission: 'read:staff', sidebar: false, adminTile: true, layout: 'shell', description: 'Membri dello staff e ruoli' },
  { path: '/utenti-login', label: 'Utenti Login', icon: 'KeyRound', permission: 'read:login-users', sidebar: false, adminTile: true, layout: 'shell', description: 'Account dei clienti' },
  { path: '/memoria-arcadia', label: 'Memoria Arcadia', icon: 'Brain', permission: 'read:admin-panel', sidebar: false, adminTile: true, layout: 'shell', description: 'Sistema di memoria AI' },
  { path: '/posta-in-uscita', label: 'Posta in uscita', icon: 'Mail', permission: 'read:mail-outbox', sidebar: false, adminTile: true, layout: 'shell', description: 'Email in coda, inviate e non riuscite' },
  { path: '/system-logic', label: 'System Logic', icon: 'ShieldCheck', permission: 'read:system-logic', sidebar: false, adminTile: true, layout: 'shell', description: 'Ruoli e permessi' },
  { path: '/profilo', label: 'Profilo', icon: 'UserCircle', permission: 'update:profile', sidebar: false, adminTile: false, layout: 'shell' },
  { path: '/admin-panel', label: 'Admin Panel', icon: 'LayoutGrid', permission: 'read:admin-panel', sidebar: false, adminTile: false, layout: 'own' },
];

export function pageFor(path: string): Page | undefined {
  return PAGES.find((p) => p.path === path);
}

export function canOpen(role: Role | null | undefined, path: string): boolean {
  const page = pageFor(path);
  return page ? can(role, page.permission) : false;
}

/**
 * The sidebar: the menu's pages the role may open. The role user's Novità Fiscali and Analytics
 * are in it because the admin panel, which leads staff there, is not theirs (PRODUCT.md section 2).
 */
export function sidebarPages(role: Role | null | undefined): Page[] {
  const panel = can(role, 'read:admin-panel');
  return PAGES.filter((p) => can(role, p.permission) && (p.sidebar === true || (p.sidebar === 'without-admin-panel' && !panel)));
}

export function adminTiles(role: Role | null | undefined): Page[] {
  return PAGES.filter((p) => p.adminTile && can(role, p.permission));
}
