import { useId, useOptimistic, useTransition } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useSession } from '@web/lib/session';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { useSetStaffTwoFactor, useStaffTwoFactor } from '../api/staff-two-factor';

/** The proprietario requires (or no longer requires) two-factor sign-in of every staff member. */
export function StaffTwoFactorCard() {
  const { user } = useSession();
  const id = useId();
  const setting = useStaffTwoFactor(true);
  const change = useSetStaffTwoFactor();
  const ownOn = user?.twoFactorEnabled ?? false;
  // Shown at once, not a tick later when the request is under way.
  const [required, showChosen] = useOptimistic(setting.data?.required);
  const [saving, startSaving] = useTransition();

  function toggle(next: boolean) {
    startSaving(async () => {
      showChosen(next);
      // Told by the mutation's toast; the box shows the saved setting again.
      await change.mutateAsync(next).catch(() => {});
    });
  }

  return (
    <Card className="mb-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Verifica in due passaggi per lo staff
        </CardTitle>
        <CardDescription>
          Se la rendi obbligatoria, chi fa parte dello staff e non l'ha ancora attivata dovrà configurarla al prossimo accesso, prima di poter fare altro.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={id}
            checked={required ?? false}
            disabled={setting.isPending || saving || (!ownOn && !required)}
            onCheckedChange={(v) => toggle(v === true)}
            className="mt-0.5"
          />
          <Label htmlFor={id} className="leading-snug">
            Richiedi la verifica in due passaggi a proprietari, admin e moderatori
          </Label>
        </div>
        {!ownOn && !required && (
          <p className="text-sm text-muted-foreground">Per renderla obbligatoria attivala prima sul tuo account, da Profilo › Impostazioni.</p>
        )}
      </CardContent>
    </Card>
  );
}
