import { NotFoundScreen } from '@web/components/layout/guards';
import { useDocumentTitle } from '@web/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Pagina non trovata');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-background to-accent/40">
      <NotFoundScreen />
    </main>
  );
}
