import { useRouteError } from 'react-router';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { StatusScreen } from '@web/components/layout/StatusScreen';
import { Button } from '@web/components/ui/button';

/** Shown when a page fails to render or to load (e.g. after a new version was deployed). */
export function RouteError() {
  console.error(useRouteError());
  return (
    <StatusScreen
      icon={TriangleAlert}
      tone="destructive"
      title="Si è verificato un errore"
      className="min-h-dvh"
      action={
        <Button onClick={() => window.location.reload()}>
          <RotateCw />
          Ricarica la pagina
        </Button>
      }
    >
      Qualcosa non ha funzionato durante il caricamento della pagina. Riprova.
    </StatusScreen>
  );
}
