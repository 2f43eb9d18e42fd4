import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useSession } from '@web/lib/session';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useVerifySecondFactor, type SecondFactor } from '../api/verify-two-factor';
import { ServerError } from './ServerError';

const TEXT: Record<SecondFactor, { description: string; label: string; hint: string; missing: string; switchTo: string }> = {
  totp: {
    description: 'Il tuo account è protetto dalla verifica in due passaggi. Inserisci il codice di 6 cifre che mostra l\'app di autenticazione sul tuo telefono.',
    label: 'Codice di verifica',
    hint: 'Il codice cambia ogni 30 secondi.',
    missing: 'Inserisci il codice di 6 cifre',
    switchTo: 'Non hai il telefono? Usa un codice di recupero',
  },
  recovery: {
    description: 'Inserisci uno dei codici di recupero che hai salvato quando hai attivato la verifica in due passaggi.',
    label: 'Codice di recupero',
    hint: 'Ogni codice vale una sola volta.',
    missing: 'Inserisci un codice di recupero',
    switchTo: 'Usa il codice dell\'app',
  },
};

/** After e-mail and password, for an account with two-factor sign-in: the app's code, or a recovery code. */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { refresh } = useSession();
  const verify = useVerifySecondFactor();
  const [factor, setFactor] = useState<SecondFactor>('totp');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const text = TEXT[factor];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = factor === 'totp' ? code.replace(/\s/g, '') : code.trim();
    if (factor === 'totp' ? !/^\d{6}$/.test(value) : value.length === 0) return setInvalid(true);
    try {
      await verify.mutateAsync({ factor, code: value });
    } catch {
      return;
    }
    toast.success('Benvenuto nel sistema!', 'Accesso effettuato');
    await refresh();
  }

  function switchFactor() {
    setFactor(factor === 'totp' ? 'recovery' : 'totp');
    setCode('');
    setInvalid(false);
    verify.reset();
  }

  return (
    <Card className="gap-4 shadow-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Verifica in due passaggi
        </CardTitle>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Verifica in due passaggi">
          <ServerError error={verify.error} />
          <FormField label={text.label} error={invalid ? text.missing : undefined} description={text.hint}>
            <Input
              key={factor}
              autoFocus
              inputMode={factor === 'totp' ? 'numeric' : 'text'}
              autoComplete={factor === 'totp' ? 'one-time-code' : 'off'}
              autoCapitalize="off"
              spellCheck={false}
              maxLength={factor === 'totp' ? 7 : 20}
              placeholder={factor === 'totp' ? '123456' : 'xxxxx-xxxxx'}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setInvalid(false);
              }}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
            Verifica
          </Button>
          <Button type="button" variant="link" size="sm" className="mx-auto h-auto p-0 whitespace-normal" onClick={switchFactor}>
            {text.switchTo}
          </Button>
          <Button type="button" variant="ghost" size="sm" className="mx-auto" onClick={onBack}>
            Torna all'accesso
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
