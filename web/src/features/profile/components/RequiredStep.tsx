import type { ReactNode } from 'react';
import { LogOut, type LucideIcon } from 'lucide-react';
import { usePageLive } from '@web/lib/page-request';
import { useSession } from '@web/lib/session';
import { Logo } from '@web/components/layout/Logo';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** A step the signed-in person must take before any page (their name, two-factor sign-in), with a way out. */
export function RequiredStep({ icon: Icon, title, description, wide = false, children }: { icon: LucideIcon; title: string; description: ReactNode; wide?: boolean; children: ReactNode }) {
  const { signOut } = useSession();
  usePageLive();
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/30 px-4 py-8 sm:py-12">
      <Logo className="mb-6" />
      <Card className={cn('w-full shadow-md', wide ? 'max-w-xl' : 'max-w-md')}>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      <Button variant="ghost" className="mt-4" onClick={() => void signOut()}>
        <LogOut />
        Esci
      </Button>
    </main>
  );
}
