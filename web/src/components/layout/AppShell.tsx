import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { AdminPanelTrail } from './AdminPanelTrail';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { SidebarProvider } from './sidebar-state';

/**
 * The common layout: header on top, sidebar on the left, the page beside it.
 * Tooltips live only in here, so their provider (and its positioning code) is not part of /auth.
 */
export function AppShell() {
  return (
    <TooltipProvider delayDuration={300}>
      <SidebarProvider>
        <a
          href="#contenuto"
          className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground shadow focus:translate-y-0"
        >
          Vai al contenuto
        </a>
        <Header />
        <div className="flex min-h-dvh pt-14">
          <Sidebar />
          <main id="contenuto" tabIndex={-1} className="min-w-0 flex-1 outline-none">
            <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
              <AdminPanelTrail />
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </div>
          </main>
        </div>
      </SidebarProvider>
    </TooltipProvider>
  );
}
