/** The activity log page (spec part 2): latest 50 entries for staff, one's own for role user. */
export const ACTIVITY_LOG_LIMIT = 50;

export type ActivityBadgeVariant = 'secondary' | 'default' | 'destructive' | 'outline';

/** Badge style of an action: "Aggiornamento" secondary, "Creazione" default, "Eliminazione" destructive, otherwise outline. */
export function activityBadgeVariant(action: string): ActivityBadgeVariant {
  if (action.includes('Aggiornamento')) return 'secondary';
  if (action.includes('Creazione')) return 'default';
  if (action.includes('Eliminazione')) return 'destructive';
  return 'outline';
}
