import { useId, type ReactNode } from 'react';
import { Instant } from '@web/components/instant';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';

/** A part of the file: its heading, its buttons, its content, named by the heading. */
export function Section({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="gap-4 p-4 sm:p-6" role="region" aria-labelledby={id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={id} className="text-base font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </Card>
  );
}

/** A list with nothing in it yet. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">{children}</p>;
}

/** The first line of a signed version: its number, the badge, when and by whom it was signed. */
export function SignedVersionHeading({ version }: { version: { version: number; signedAt: Date | string | null; signedByName: string | null } }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold">Versione {version.version}</span>
      <Badge variant="success">Firmata</Badge>
      {version.signedAt && (
        <span className="text-muted-foreground">
          il <Instant value={String(version.signedAt)} /> da {version.signedByName}
        </span>
      )}
    </div>
  );
}
