import { Link } from 'react-router';
import { Compass, House } from 'lucide-react';
import { StatusScreen } from '@web/components/layout/StatusScreen';
import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Pagina non trovata');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-background to-accent/40">
      <StatusScreen
        icon={Compass}
        code="404"
        title="Oops! Page not found"
        action={
          <Button asChild size="lg">
            <Link to="/">
              <House />
              Torna alla Home
            </Link>
          </Button>
        }
      >
        La pagina che cerchi non esiste o è stata spostata.
      </StatusScreen>
    </main>
  );
}
