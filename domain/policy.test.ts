import { describe, expect, it } from 'vitest';
import { PAGES, PERMISSIONS, ROLES, STAFF_ROLES, UNDISCLOSED_PERMISSIONS, adminTiles, can, canOpen, ledgerOwner, mayViewAvatar, refusalStatus, scopeOf, sidebarPages, type Permission } from './policy';

const paths = (pages: { path: string }[]) => pages.map((p) => p.path);

describe('policy', () => {
  it('gives role user the restricted menu plus their money pages, their analytics and the fiscal news', () => {
    expect(paths(sidebarPages('user'))).toEqual(['/', '/documenti-condivisi', '/documenti-richiesti', '/scadenze', '/spese', '/entrate', '/applicazioni-bancarie', '/novita-fiscali', '/analytics']);
  });

  it('gives staff the full menu, money only to proprietario and admin', () => {
    const full = ['/', '/clienti', '/smart-table', '/paesi', '/contratti', '/documenti-privati', '/documenti-condivisi', '/documenti-richiesti', '/antiriciclaggio', '/scadenze'];
    expect(paths(sidebarPages('proprietario'))).toEqual([...full, '/contabilita-interna', '/spese', '/entrate', '/applicazioni-bancarie']);
    expect(paths(sidebarPages('admin'))).toEqual(paths(sidebarPages('proprietario')));
    expect(paths(sidebarPages('moderatore'))).toEqual(full);
  });

  it('lets the client answer document requests and only staff prepare and review them', () => {
    expect(scopeOf('user', 'read:document-requests')).toBe('own');
    expect(scopeOf('user', 'upload:document-requests')).toBe('own');
    for (const permission of ['manage:document-requests', 'review:document-requests', 'manage:request-templates'] as const) {
      expect(can('user', permission)).toBe(false);
      for (const role of STAFF_ROLES) expect(scopeOf(role, permission)).toBe('any');
    }
    expect(paths(adminTiles('moderatore'))).toContain('/modelli-richieste');
  });

  it('keeps the AML file from role user without a trace: no grant, 404 on refusal, signing for proprietario and admin (D.Lgs. 231/2007 art. 39)', () => {
    const aml = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => p.includes(':aml-'));
    expect(aml.length).toBeGreaterThan(0);
    for (const permission of aml) {
      expect(UNDISCLOSED_PERMISSIONS.has(permission), permission).toBe(true);
      expect(scopeOf('user', permission), permission).toBeNull();
      expect(refusalStatus(permission)).toBe(404);
    }
    expect(refusalStatus('read:clients')).toBe(403);
    expect(can('moderatore', 'prepare:aml-file')).toBe(true);
    expect(can('moderatore', 'sign:aml-file')).toBe(false);
    expect(can('admin', 'sign:aml-file')).toBe(true);
    expect(can('admin', 'sign:aml-self-assessment')).toBe(false);
    expect(can('proprietario', 'sign:aml-self-assessment')).toBe(true);
  });

  it('grants nothing to an account without a role', () => {
    expect(sidebarPages(null)).toEqual([]);
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) expect(can(null, permission)).toBe(false);
  });

  it('keeps the admin panel, system logic, staff and login users away from role user', () => {
    for (const path of ['/admin-panel', '/system-logic', '/gestione-staff', '/utenti-login', '/clienti', '/contratti', '/contabilita-interna']) {
      expect(canOpen('user', path)).toBe(false);
      expect(canOpen('moderatore', path) || path === '/contabilita-interna').toBe(true);
    }
    expect(paths(adminTiles('moderatore'))).toContain('/gestione-staff');
    expect(paths(adminTiles('moderatore'))).not.toContain('/analytics');
    expect(paths(adminTiles('admin'))).toContain('/analytics');
  });

  it('follows PRODUCT.md for actions inside the screens', () => {
    expect(can('admin', 'update:client')).toBe(true);
    expect(can('moderatore', 'update:client')).toBe(false);
    expect(can('moderatore', 'inline-update:client')).toBe(true);
    expect(can('admin', 'delete:client')).toBe(false);
    expect(can('admin', 'approve:client')).toBe(false);
    expect(can('moderatore', 'approve:client')).toBe(true);
    expect(can('admin', 'rename:document')).toBe(false);
    expect(can('admin', 'manage:staff')).toBe(false);
    expect(can('proprietario', 'manage:staff')).toBe(true);
    expect(can('moderatore', 'manage:ledger')).toBe(false);
    expect(can('moderatore', 'read:internal-accounting')).toBe(false);
    expect(scopeOf('user', 'read:shared-documents')).toBe('own');
    expect(scopeOf('admin', 'read:shared-documents')).toBe('any');
    expect(scopeOf('user', 'read:bank-applications')).toBe('own');
    expect(can('user', 'update-status:bank-application')).toBe(false);
  });

  it('shows the outgoing mail to proprietario and admin only (PRODUCT.md section 9)', () => {
    expect(ROLES.filter((role) => canOpen(role, '/posta-in-uscita'))).toEqual(['proprietario', 'admin']);
    expect(ROLES.filter((role) => can(role, 'retry:mail'))).toEqual(['proprietario', 'admin']);
    expect(paths(adminTiles('admin'))).toContain('/posta-in-uscita');
    expect(paths(adminTiles('moderatore'))).not.toContain('/posta-in-uscita');
  });

  it('shows a user their own avatar and the staff’s; staff see every avatar', () => {
    const client = { id: 'u1', role: 'user' as const };
    expect(mayViewAvatar(client, client)).toBe(true);
    expect(mayViewAvatar(client, { id: 'm1', role: 'moderatore' })).toBe(true);
    expect(mayViewAvatar(client, { id: 'u2', role: 'user' })).toBe(false);
    expect(mayViewAvatar(client, { id: 'x1', role: null })).toBe(false);
    for (const role of STAFF_ROLES) expect(mayViewAvatar({ id: 's1', role }, { id: 'u2', role: 'user' })).toBe(true);
    expect(mayViewAvatar({ id: 'x1', role: null }, { id: 'x1', role: null })).toBe(false);
  });

  it('puts a user’s money in their own ledger and staff money in the firm’s', () => {
    expect(ledgerOwner({ id: 'u1', role: 'user' })).toBe('u1');
    expect(ledgerOwner({ id: 'p1', role: 'proprietario' })).toBeNull();
    expect(ledgerOwner({ id: 'a1', role: 'admin' })).toBeNull();
  });

  it('has one page per path, each with a known permission', () => {
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
    for (const page of PAGES) expect(Object.keys(PERMISSIONS)).toContain(page.permission);
    for (const role of ROLES) expect(canOpen(role, '/')).toBe(true);
  });
});
