import { useOptimistic, useTransition } from 'react';
import { REMINDER_MODE_LABELS, REMINDER_MODES, type ReminderMode } from '@domain/schemas/reminders';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useReminderPreferences, useSetReminderMode } from '../api/reminder-preferences';

/** Promemoria scadenze: each reminder, a daily digest, or none; saved as soon as it is chosen. */
export function ReminderPreferencesCard() {
  const { data, isPending, isError } = useReminderPreferences();
  const setMode = useSetReminderMode();
  // Shown at once: a controlled radio left on the saved mode until the request starts would spring back under the click.
  const [current, showChosen] = useOptimistic(data?.mode);
  const [saving, startSaving] = useTransition();

  function choose(mode: ReminderMode) {
    startSaving(async () => {
      showChosen(mode);
      // Told by the mutation's toasts; a failure puts the saved choice back.
      await setMode.mutateAsync(mode).catch(() => undefined);
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Promemoria scadenze</CardTitle>
        <CardDescription>
          Le email che ricordano le scadenze degli adempimenti dei clienti: 30, 7 e 1 giorno prima della data e quando è superata.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2" role="status" aria-busy="true" aria-label="Caricamento preferenze dei promemoria">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : isError ? (
          <Alert variant="destructive">
            <AlertDescription>Impossibile caricare le preferenze dei promemoria</AlertDescription>
          </Alert>
        ) : (
          <fieldset className="grid gap-2" disabled={saving}>
            <legend className="sr-only">Come ricevere i promemoria</legend>
            {REMINDER_MODES.map((mode) => (
              <label
                key={mode}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors has-focus-visible:ring-[3px] has-focus-visible:ring-ring/40',
                  current === mode && 'border-primary bg-primary/5',
                )}
              >
                <input
                  type="radio"
                  name="reminder-mode"
                  value={mode}
                  checked={current === mode}
                  onChange={() => choose(mode)}
                  className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
                />
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium">{REMINDER_MODE_LABELS[mode].label}</span>
                  <span className="text-xs text-muted-foreground">{REMINDER_MODE_LABELS[mode].description}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
