import { deletionImpactLines, type DeletionImpact } from '@domain/account-deletion';
import { Skeleton } from '@web/components/ui/skeleton';

/** What an account deletion removes and what stays, inside a confirmation dialog. */
export function DeletionImpactSummary({ impact, loading }: { impact: DeletionImpact | undefined; loading: boolean }) {
  if (loading || !impact) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Calcolo di cosa verrà eliminato">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  const { removed, kept } = deletionImpactLines(impact);
  return (
    <div className="grid gap-3 text-sm" data-testid="deletion-impact">
      <div>
        <p className="font-medium text-destructive">Verranno eliminati:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
          {removed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <p className="font-medium">Restano:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
          {kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
