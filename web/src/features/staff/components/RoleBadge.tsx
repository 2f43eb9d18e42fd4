import { ROLE_LABELS, type Role } from '@domain/policy';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<Role, 'default' | 'secondary' | 'outline' | 'info'> = {
  proprietario: 'default',
  admin: 'secondary',
  moderatore: 'info',
  user: 'outline',
};

export function RoleBadge({ role }: { role: Role | null }) {
  return <Badge variant={role ? VARIANT[role] : 'outline'}>{role ? ROLE_LABELS[role] : 'Nessun ruolo'}</Badge>;
}
