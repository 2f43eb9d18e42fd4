import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { SidebarProvider } from './sidebar-state';

/** The common layout: header on top, sidebar on the left, the page beside it. */
export function AppShell() {
  return (
    <SidebarProvider>
      <Header />
      <div className="flex min-h-dvh pt-14">
        <Sidebar />
        <main id="contenuto" className="min-w-0 flex-1">
          <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </SidebarProvider>
  );
}
