import { KeyRound, Lock, ShieldCheck, Table2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAGES, PERMISSIONS, ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, UNDISCLOSED_PERMISSIONS, canOpen, isStaff, scopeOf, type Permission } from '@domain/policy';
import { PageHeader } from '@web/components/layout/PageHeader';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { AccessMark } from './components/AccessMark';
import { PERMISSION_LABELS } from './permission-labels';
import { SECURITY_CHECKS } from './security-checks';

// The first column stays in view while a phone scrolls the matrix sideways, as the hint above it says.
const ROLES_HINT = 'Scorri di lato per vedere tutti i ruoli';
const CORNER = 'sticky left-0 z-10 bg-muted';
const ROW_HEADER = 'sticky left-0 z-10 h-auto min-w-36 bg-card py-2.5 text-sm font-medium tracking-normal whitespace-normal text-foreground normal-case';

const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
const permissionCount = (role: (typeof ROLES)[number]) => PERMISSION_NAMES.filter((p) => scopeOf(role, p) !== null).length;

function Section({ icon: Icon, title, description, children }: { icon: typeof Users; title: string; description: ReactNode; children: ReactNode }) {
  const id = `sezione-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mb-6">
      <Card>
        <CardHeader>
          <CardTitle id={id} className="flex items-center gap-2">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/**
 * System Logic: roles, the role table, the server's security checks and the
 * access matrices, all drawn from domain/policy.ts, the table the server enforces.
 */
export function SystemLogicPage() {
  return (
    <div>
      <PageHeader title="System Logic" subtitle="Ruoli, permessi e controlli di sicurezza: la stessa politica di accesso che il server applica a ogni richiesta" />

      <Section icon={Users} title="Ruoli" description="I quattro ruoli del sistema. Staff = proprietario, admin e moderatore.">
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {ROLES.map((role) => (
            <li key={role} className="rounded-xl border p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{ROLE_LABELS[role]}</p>
                <Badge variant={isStaff(role) ? 'default' : 'outline'}>{isStaff(role) ? 'Staff' : 'Utente'}</Badge>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{ROLE_DESCRIPTIONS[role]}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        icon={Table2}
        title="Tabella dei ruoli"
        description={
          <>
            I ruoli sono salvati nella tabella <code className="rounded bg-muted px-1">user_roles</code> (user_id, role), separata dagli account di accesso: un
            ruolo per account. Un account senza riga non ha ruolo e non apre nessuna pagina. Solo il proprietario cambia i ruoli.
          </>
        }
      >
        <Table aria-label="Tabella dei ruoli" scrollHint="Scorri di lato per vedere tutte le colonne">
          <TableHeader>
            <TableRow>
              <TableHead>Ruolo</TableHead>
              <TableHead>Valore (app_role)</TableHead>
              <TableHead>Descrizione</TableHead>
              <TableHead>Staff</TableHead>
              <TableHead className="text-right">Permessi</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ROLES.map((role) => (
              <TableRow key={role}>
                <TableCell className="font-medium">{ROLE_LABELS[role]}</TableCell>
                <TableCell>
                  <code className="text-xs">{role}</code>
                </TableCell>
                <TableCell className="text-muted-foreground">{ROLE_DESCRIPTIONS[role]}</TableCell>
                <TableCell>
                  <AccessMark allowed={isStaff(role)} />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {permissionCount(role)} / {PERMISSION_NAMES.length}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      <Section icon={Lock} title="Controlli di sicurezza" description="Le verifiche che il server esegue: il browser mostra, il server decide.">
        <ul className="grid gap-3 md:grid-cols-2">
          {SECURITY_CHECKS.map((check) => (
            <li key={check.title} className="rounded-xl border p-4">
              <p className="font-semibold">{check.title}</p>
              <p className="mt-0.5 font-mono text-xs text-primary">{check.code}</p>
              <p className="mt-2 text-sm text-muted-foreground">{check.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section icon={ShieldCheck} title="Matrice di accesso alle pagine" description="Chi può aprire ogni pagina. Chi non può vede «Accesso Negato» (Contratti: «Accesso Limitato»; Utenti Login: ritorno alla home).">
        {/* On a phone, a card per page with each role's access in words; the table from the list kit's breakpoint on. */}
        <ul aria-label="Matrice di accesso alle pagine" className="grid gap-3 md:hidden">
          {PAGES.map((page) => (
            <li key={page.path} data-path={page.path} className="rounded-xl border p-4">
              <h3 className="font-semibold">{page.label}</h3>
              <p className="font-mono text-xs text-muted-foreground">{page.path}</p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {ROLES.map((role) => (
                  <div key={role} className="flex items-center justify-between gap-2">
                    <dt className="text-muted-foreground">{ROLE_LABELS[role]}</dt>
                    <dd>
                      <AccessMark allowed={canOpen(role, page.path)} spelled />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          <Table aria-label="Matrice di accesso alle pagine" data-testid="page-matrix" scrollHint={ROLES_HINT}>
            <TableHeader>
              <TableRow>
                <TableHead className={CORNER}>Pagina</TableHead>
                {ROLES.map((role) => (
                  <TableHead key={role} className="text-center">
                    {ROLE_LABELS[role]}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {PAGES.map((page) => (
                <TableRow key={page.path} data-path={page.path}>
                  <TableHead scope="row" className={ROW_HEADER}>
                    {page.label}
                    <span className="block font-mono text-xs font-normal text-muted-foreground">{page.path}</span>
                  </TableHead>
                  {ROLES.map((role) => (
                    <TableCell key={role} className="text-center" data-role={role}>
                      <AccessMark allowed={canOpen(role, page.path)} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Section>

      <Section icon={KeyRound} title="Permessi delle azioni" description="Ogni permesso per ruolo: «Tutti» vale per ogni riga, «Propri» solo per i dati dell'utente (per i soldi: la propria contabilità).">
        <Table aria-label="Permessi delle azioni" data-testid="permission-matrix" scrollHint={ROLES_HINT}>
          <TableHeader>
            <TableRow>
              <TableHead className={CORNER}>Permesso</TableHead>
              {ROLES.map((role) => (
                <TableHead key={role} className="text-center">
                  {ROLE_LABELS[role]}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {PERMISSION_NAMES.map((permission) => (
              <TableRow key={permission} data-permission={permission}>
                <TableHead scope="row" className={ROW_HEADER}>
                  {PERMISSION_LABELS[permission]}
                  {UNDISCLOSED_PERMISSIONS.has(permission) && <span className="block text-xs font-normal text-muted-foreground">Non rivelato: chi non lo ha riceve «pagina non trovata»</span>}
                  <span className="hidden font-mono text-xs font-normal text-muted-foreground sm:block">{permission}</span>
                </TableHead>
                {ROLES.map((role) => {
                  const scope = scopeOf(role, permission);
                  return (
                    <TableCell key={role} className="text-center" data-role={role}>
                      <AccessMark allowed={scope !== null} label={scope === 'any' ? 'Tutti' : scope === 'own' ? 'Propri' : undefined} />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </div>
  );
}
