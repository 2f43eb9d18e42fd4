import type { ReactNode } from 'react';
import { CalendarClock, FileLock, Globe } from 'lucide-react';
import { Logo } from '@web/components/layout/Logo';

const HIGHLIGHTS = [
  { icon: Globe, text: 'Clienti e società in tutte le giurisdizioni' },
  { icon: FileLock, text: 'Documenti e contratti sempre al sicuro' },
  { icon: CalendarClock, text: 'Scadenze fiscali sotto controllo' },
];

/** The sign-in screen: a brand panel on wide screens, the forms beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-primary via-blue-900 to-blue-700 p-12 text-white lg:flex lg:flex-col">
        <div aria-hidden="true" className="absolute -top-24 -left-24 size-96 rounded-full bg-white/10 blur-3xl" />
        <div aria-hidden="true" className="absolute right-0 bottom-0 size-80 rounded-full bg-sky-400/20 blur-3xl" />
        <Logo className="relative text-white [&>span:first-child]:bg-white/15 [&>span:first-child]:from-transparent [&>span:first-child]:to-transparent" />
        <div className="relative mt-auto max-w-md">
          <h2 className="text-3xl leading-tight font-semibold tracking-tight">Il gestionale per la costituzione societaria e la consulenza fiscale.</h2>
          <ul className="mt-8 space-y-4">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-blue-100">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-4 text-white" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        {/* The page's HTML is built ahead of time: the year may have changed since. */}
        <p className="relative mt-12 text-sm text-blue-200" suppressHydrationWarning>
          © {new Date().getFullYear()} Arcadia
        </p>
      </aside>
      <main className="flex flex-col items-center justify-center bg-background px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Logo className="mb-8 justify-center lg:hidden" />
          {children}
        </div>
      </main>
    </div>
  );
}
