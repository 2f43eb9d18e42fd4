import { useState } from 'react';
import { Copy, RefreshCw } from 'lucide-react';
import { calendarFeedWindowText, FEED_MAX_EVENTS } from '@domain/calendar-feed';
import { isStaff } from '@domain/policy';
import { useSession } from '@web/lib/session';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useCalendarFeed, useRegenerateCalendarFeed } from '../api/calendar-feed';

/** 'Calendario delle scadenze' in /profilo: the secret address of one's feed, to copy into a calendar app or replace. */
export function CalendarFeedCard() {
  const { role } = useSession();
  const { data, isPending, isError } = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  async function onCopy() {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.url);
    } catch {
      toast.error('Copia non riuscita: seleziona l\'indirizzo e copialo a mano.');
      return;
    }
    toast.success('Incollalo nell\'app del calendario come calendario da indirizzo web.', 'Link copiato');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendario delle scadenze</CardTitle>
        <CardDescription>
          Aggiungi questo indirizzo a Google Calendar, Outlook o Apple Calendar (alla voce «aggiungi calendario da URL» o «abbonati»): vedrai le scadenze
          ancora da completare{' '}
          {isStaff(role)
            ? `di tutti i clienti ${calendarFeedWindowText('any')} (le prime ${FEED_MAX_EVENTS.toLocaleString('it-IT')})`
            : `delle tue società ${calendarFeedWindowText('own')}`}
          , aggiornate da sole quando vengono completate o cambiano data.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2" role="status" aria-busy="true" aria-label="Caricamento indirizzo del calendario">
            <Skeleton className="h-9" />
            <Skeleton className="h-9 w-64" />
          </div>
        ) : isError || !data ? (
          <Alert variant="destructive">
            <AlertDescription>Impossibile caricare l'indirizzo del calendario</AlertDescription>
          </Alert>
        ) : (
          <div className="grid gap-3">
            <FormField
              label="Indirizzo del calendario"
              description="Tienilo segreto: chiunque lo conosca può vedere queste scadenze. Se l'hai condiviso per errore, rigeneralo."
            >
              <Input readOnly value={data.url} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
            </FormField>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="button" onClick={onCopy}>
                <Copy aria-hidden="true" />
                Copia link
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                <RefreshCw aria-hidden="true" />
                Rigenera
              </Button>
            </div>
          </div>
        )}
      </CardContent>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rigenerare l'indirizzo del calendario?"
        description="L'indirizzo attuale smetterà di funzionare subito: i calendari in cui l'hai aggiunto non riceveranno più le scadenze finché non vi aggiungi quello nuovo."
        confirmLabel="Rigenera"
        destructive
        onConfirm={() => regenerate.mutateAsync()}
      />
    </Card>
  );
}
