import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useSession } from '@web/lib/session';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from '../api/two-factor';
import { RecoveryCodes } from './RecoveryCodes';
import { PasswordStep, TwoFactorSetup } from './TwoFactorSetup';

type Open = 'setup' | 'codes' | 'disable' | null;

function NewRecoveryCodes({ email, onDone }: { email: string; onDone: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  if (!regenerate.data) {
    return (
      <PasswordStep
        intro="I codici di recupero che hai ora smetteranno di funzionare e ne riceverai dieci nuovi."
        submitLabel="Genera nuovi codici"
        onSubmit={(password) => regenerate.mutate(password)}
        error={regenerate.error}
        pending={regenerate.isPending}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <RecoveryCodes codes={regenerate.data.backupCodes} email={email} />
      <div>
        <Button type="button" onClick={onDone}>
          Ho salvato i codici
        </Button>
      </div>
    </div>
  );
}

function Disable({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  return (
    <PasswordStep
      intro="Senza la verifica in due passaggi, per accedere basterà la password. L'app di autenticazione e i codici di recupero non serviranno più."
      submitLabel="Disattiva"
      destructive
      onSubmit={(password) => disable.mutate(password, { onSuccess: onDone })}
      error={disable.error}
      pending={disable.isPending}
    />
  );
}

/** 'Verifica in due passaggi' in /profilo: turn it on (QR code, first code, recovery codes), new recovery codes, turn it off. */
export function TwoFactorCard() {
  const { user, refresh } = useSession();
  const [open, setOpen] = useState<Open>(null);
  if (!user) return null;
  const enabled = user.twoFactorEnabled;

  async function finish(message: string | null) {
    setOpen(null);
    await refresh();
    if (message) toast.success(message);
  }

  const titles: Record<Exclude<Open, null>, string> = {
    setup: 'Attiva la verifica in due passaggi',
    codes: 'Nuovi codici di recupero',
    disable: 'Disattiva la verifica in due passaggi',
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Verifica in due passaggi
          {enabled ? (
            <Badge variant="success">
              <ShieldCheck aria-hidden="true" />
              Attiva
            </Badge>
          ) : (
            <Badge variant="outline">Non attiva</Badge>
          )}
        </CardTitle>
        <CardDescription>
          {enabled
            ? 'All\'accesso, dopo la password, ti chiediamo il codice dell\'app di autenticazione o un codice di recupero.'
            : 'Proteggi il tuo account: oltre alla password, all\'accesso ti chiederemo un codice di 6 cifre generato da un\'app sul tuo telefono.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setOpen('codes')}>
              Genera nuovi codici di recupero
            </Button>
            <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setOpen('disable')}>
              <ShieldOff />
              Disattiva
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen('setup')}>
            <ShieldCheck />
            Attiva verifica in due passaggi
          </Button>
        )}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(next) => !next && void finish(null)}>
        <DialogContent className="sm:max-w-xl" onInteractOutside={(e) => e.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{open ? titles[open] : ''}</DialogTitle>
            <DialogDescription className="sr-only">{open ? titles[open] : ''}</DialogDescription>
          </DialogHeader>
          {open === 'setup' && <TwoFactorSetup email={user.email} onDone={() => finish('Verifica in due passaggi attivata')} />}
          {open === 'codes' && <NewRecoveryCodes email={user.email} onDone={() => finish(null)} />}
          {open === 'disable' && <Disable onDone={() => finish('Verifica in due passaggi disattivata')} />}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
