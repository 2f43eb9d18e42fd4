/** Entries on one page of the activity log (spec part 2: the latest 50), its newest first. */
export const ACTIVITY_LOG_LIMIT = 50;

export type ActivityBadgeVariant = 'secondary' | 'default' | 'destructive' | 'outline';

/** Badge style of an action: "Aggiornamento" secondary, "Creazione" default, "Eliminazione" destructive, otherwise outline. */
export function activityBadgeVariant(action: string): ActivityBadgeVariant {
  if (action.includes('Aggiornamento')) return 'secondary';
  if (action.includes('Creazione')) return 'default';
  if (action.includes('Eliminazione')) return 'destructive';
  return 'outline';
}
