import { useState, type FormEvent, type ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { ApiError } from '@web/lib/api-error';
import { useConfirmTwoFactorSetup, useStartTwoFactorSetup, type TwoFactorSetupStart } from '../api/two-factor';
import { RecoveryCodes } from './RecoveryCodes';

/** The server's message of a failed call, inline. */
export function CallError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert />
      <AlertDescription>{error instanceof ApiError ? error.message : 'Si è verificato un errore. Riprova.'}</AlertDescription>
    </Alert>
  );
}

/** Asks for the account's password before a change to two-factor sign-in. */
export function PasswordStep({
  intro,
  submitLabel,
  destructive = false,
  onSubmit,
  error,
  pending,
}: {
  intro: ReactNode;
  submitLabel: string;
  destructive?: boolean;
  onSubmit: (password: string) => void;
  error: unknown;
  pending: boolean;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setMissing(true);
    onSubmit(password);
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Conferma con la password">
      <p className="text-sm text-muted-foreground">{intro}</p>
      <CallError error={error} />
      <FormField label="Password" error={missing ? 'Inserisci la password' : undefined}>
        <PasswordInput autoComplete="current-password" value={password} onChange={(e) => {
            setPassword(e.target.value);
            setMissing(false);
          }} />
      </FormField>
      <div>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The key of the otpauth address, in groups of four for typing it by hand. */
function keyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Scan the QR code (or type the key) in an authenticator app, then type its first code. */
function ScanStep({ setup, onConfirmed }: { setup: TwoFactorSetupStart; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactorSetup();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setInvalid(true);
    confirm.mutate(digits, { onSuccess: onConfirmed });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Conferma la verifica in due passaggi">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
        <li>Apri un'app di autenticazione sul telefono (per esempio Google Authenticator, Microsoft Authenticator o 1Password).</li>
        <li>Inquadra il codice QR, oppure aggiungi un account a mano con la chiave qui sotto.</li>
        <li>Scrivi il codice di 6 cifre che l'app mostra.</li>
      </ol>
      <div className="grid items-center gap-4 sm:grid-cols-[auto_minmax(0,1fr)]">
        <div className="mx-auto rounded-lg border bg-white p-2">
          <QRCodeSVG value={setup.totpURI} size={168} marginSize={1} title="Codice QR per l'app di autenticazione" />
        </div>
        <div className="grid min-w-0 gap-1 text-sm">
          <span className="text-muted-foreground">Chiave da inserire a mano</span>
          <code data-testid="two-factor-key" className="rounded-md border bg-muted/40 px-2 py-1.5 font-mono text-sm [overflow-wrap:anywhere]">
            {keyOf(setup.totpURI)}
          </code>
          <span className="text-xs text-muted-foreground">Tipo: basato sul tempo, 6 cifre, ogni 30 secondi.</span>
        </div>
      </div>
      <CallError error={confirm.error} />
      <FormField label="Codice di verifica" error={invalid ? 'Inserisci il codice di 6 cifre' : undefined}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          className="sm:max-w-40"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setInvalid(false);
          }}
        />
      </FormField>
      <div>
        <Button type="submit" loading={confirm.isPending}>
          Attiva
        </Button>
      </div>
    </form>
  );
}

/**
 * Turning two-factor sign-in on: the password, then the QR code and a first code,
 * then the recovery codes, shown once. `onDone` once the person has saved them.
 */
export function TwoFactorSetup({ email, onDone }: { email: string; onDone: () => void }) {
  const start = useStartTwoFactorSetup();
  const [confirmed, setConfirmed] = useState(false);
  const setup = start.data;

  if (!setup) {
    return (
      <PasswordStep
        intro="Per sicurezza conferma la tua password: poi collegherai l'app di autenticazione del tuo telefono."
        submitLabel="Continua"
        onSubmit={(password) => start.mutate(password)}
        error={start.error}
        pending={start.isPending}
      />
    );
  }
  if (!confirmed) return <ScanStep setup={setup} onConfirmed={() => setConfirmed(true)} />;
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium text-[color-mix(in_oklab,var(--success)_80%,black)]">Verifica in due passaggi attivata.</p>
      <RecoveryCodes codes={setup.backupCodes} email={email} />
      <div>
        <Button type="button" onClick={onDone}>
          Ho salvato i codici
        </Button>
      </div>
    </div>
  );
}
