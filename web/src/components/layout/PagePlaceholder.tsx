import { Link } from 'react-router';
import { ArrowLeft, Hammer } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { PageHeader } from './PageHeader';

/**
 * Stands in for a page until its area is built. `standalone` is for pages that
 * carry their own layout (no shell around them).
 */
export function PagePlaceholder({ title, standalone = false }: { title: string; standalone?: boolean }) {
  return (
    <div className={cn(standalone && 'mx-auto min-h-dvh max-w-5xl px-4 py-8 sm:px-6')}>
      {standalone && (
        <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
          <Link to="/">
            <ArrowLeft />
            Torna alla Dashboard
          </Link>
        </Button>
      )}
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center text-muted-foreground">
          <Hammer className="size-8 text-primary" aria-hidden="true" />
          <p>Questa sezione è in preparazione.</p>
        </CardContent>
      </Card>
    </div>
  );
}
