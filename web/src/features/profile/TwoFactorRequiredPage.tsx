import { useEffect } from 'react';
import { LogOut, ShieldAlert } from 'lucide-react';
import { useSession } from '@web/app/session';
import { Logo } from '@web/components/layout/Logo';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { usePageLive } from '@web/app/page-request';
import { toast } from '@web/lib/toast';
import { TwoFactorSetup } from './components/TwoFactorSetup';

/**
 * Staff who must use two-factor sign-in and have not set it up see this instead
 * of any page until they do (the server refuses them everything else).
 */
export function TwoFactorRequiredPage() {
  const { user, refresh, signOut } = useSession();
  usePageLive();
  useEffect(() => {
    document.title = 'Verifica in due passaggi · Arcadia';
  }, []);
  if (!user) return null;

  async function done() {
    await refresh();
    toast.success('Verifica in due passaggi attivata');
  }

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/30 px-4 py-8 sm:py-12">
      <Logo className="mb-6" />
      <Card className="w-full max-w-xl shadow-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <ShieldAlert className="size-5 text-primary" aria-hidden="true" />
            Attiva la verifica in due passaggi
          </CardTitle>
          <CardDescription>
            Per lo staff la verifica in due passaggi è obbligatoria. Attivala ora per continuare: ti servono il tuo telefono e un'app di autenticazione.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorSetup email={user.email} onDone={done} />
        </CardContent>
      </Card>
      <Button variant="ghost" className="mt-4" onClick={() => void signOut()}>
        <LogOut />
        Esci
      </Button>
    </main>
  );
}
