import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type LazyPage = LazyExoticComponent<ComponentType>;

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return lazy(async () => ({ default: pick(await load()) }));
}

/**
 * The component of each page of `PAGES` (domain/policy.ts), by path. Access,
 * layout ('shell' or 'own') and sidebar entry come from the policy table; to
 * build a page, replace its component here.
 */
export const PAGE_COMPONENTS: Record<string, LazyPage> = {
  '/': page(() => import('@web/features/dashboard/DashboardPage'), (m) => m.DashboardPage),
  '/clienti': page(() => import('@web/features/clients/ClientsPage'), (m) => m.ClientsPage),
  '/smart-table': page(() => import('@web/features/smart-table/SmartTablePage'), (m) => m.SmartTablePage),
  '/paesi': page(() => import('@web/features/countries/CountriesPage'), (m) => m.CountriesPage),
  '/contratti': page(() => import('@web/features/contracts/ContractsPage'), (m) => m.ContractsPage),
  '/documenti-privati': page(() => import('@web/features/documents/PrivateDocumentsPage'), (m) => m.PrivateDocumentsPage),
  '/documenti-condivisi': page(() => import('@web/features/documents/SharedDocumentsPage'), (m) => m.SharedDocumentsPage),
  '/documenti-richiesti': page(() => import('@web/features/requests/RequestsPage'), (m) => m.RequestsPage),
  '/antiriciclaggio': page(() => import('@web/features/aml/AmlPage'), (m) => m.AmlPage),
  '/modelli-richieste': page(() => import('@web/features/requests/TemplatesPage'), (m) => m.TemplatesPage),
  '/scadenze': page(() => import('@web/features/deadlines/DeadlinesPage'), (m) => m.DeadlinesPage),
  '/contabilita-interna': page(() => import('@web/features/money/InternalAccountingPage'), (m) => m.InternalAccountingPage),
  '/spese': page(() => import('@web/features/money/ExpensesPage'), (m) => m.ExpensesPage),
  '/entrate': page(() => import('@web/features/money/IncomePage'), (m) => m.IncomePage),
  '/analytics': page(() => import('@web/features/money/AnalyticsPage'), (m) => m.AnalyticsPage),
  '/applicazioni-bancarie': page(() => import('@web/features/bank-applications/BankApplicationsPage'), (m) => m.BankApplicationsPage),
  '/programmazione-short-content': page(() => import('@web/features/planning/ShortContentPlanningPage'), (m) => m.ShortContentPlanningPage),
  '/programmazione-youtube': page(() => import('@web/features/planning/YoutubePlanningPage'), (m) => m.YoutubePlanningPage),
  '/novita-fiscali': page(() => import('@web/features/fiscal-news/FiscalNewsPage'), (m) => m.FiscalNewsPage),
  '/attivita-recenti': page(() => import('@web/features/activity/RecentActivityPage'), (m) => m.RecentActivityPage),
  '/gestione-staff': page(() => import('@web/features/staff/StaffPage'), (m) => m.StaffPage),
  '/utenti-login': page(() => import('@web/features/login-users/LoginUsersPage'), (m) => m.LoginUsersPage),
  '/memoria-arcadia': page(() => import('@web/features/admin/MemoriaArcadiaPage'), (m) => m.MemoriaArcadiaPage),
  '/posta-in-uscita': page(() => import('@web/features/mail-outbox/MailOutboxPage'), (m) => m.MailOutboxPage),
  '/regole-adempimenti': page(() => import('@web/features/compliance-rules/ComplianceRulesPage'), (m) => m.ComplianceRulesPage),
  '/system-logic': page(() => import('@web/features/system-logic/SystemLogicPage'), (m) => m.SystemLogicPage),
  '/profilo': page(() => import('@web/features/profile/ProfilePage'), (m) => m.ProfilePage),
  '/admin-panel': page(() => import('@web/features/admin/AdminPanelPage'), (m) => m.AdminPanelPage),
};

/** Shown instead of every page to an account without a name until it gives one (components/layout/guards.tsx). */
export const NameRequiredPage = page(() => import('@web/features/profile/NameRequiredPage'), (m) => m.NameRequiredPage);
/** Shown instead of every page to staff who must set up two-factor sign-in first (components/layout/guards.tsx). */
export const TwoFactorRequiredPage = page(() => import('@web/features/profile/TwoFactorRequiredPage'), (m) => m.TwoFactorRequiredPage);
export const AuthPage = page(() => import('@web/features/auth/AuthPage'), (m) => m.AuthPage);
export const NotFoundPage = page(() => import('./NotFoundPage'), (m) => m.NotFoundPage);
