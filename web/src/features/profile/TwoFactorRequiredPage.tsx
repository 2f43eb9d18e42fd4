import { ShieldAlert } from 'lucide-react';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { RequiredStep } from './components/RequiredStep';
import { TwoFactorSetup } from './components/TwoFactorSetup';

/**
 * Staff who must use two-factor sign-in and have not set it up see this instead
 * of any page until they do (the server refuses them everything else).
 */
export function TwoFactorRequiredPage() {
  const { user, refresh } = useSession();
  if (!user) return null;

  async function done() {
    await refresh();
    toast.success('Verifica in due passaggi attivata');
  }

  return (
    <RequiredStep
      icon={ShieldAlert}
      title="Attiva la verifica in due passaggi"
      description="Per lo staff la verifica in due passaggi è obbligatoria. Attivala ora per continuare: ti servono il tuo telefono e un'app di autenticazione."
      wide
    >
      <TwoFactorSetup email={user.email} onDone={done} />
    </RequiredStep>
  );
}
