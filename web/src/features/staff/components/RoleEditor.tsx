import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@domain/policy';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useUpdateStaffRole } from '../api/update-staff-role';
import type { StaffRow } from '../api/list-staff';

const NO_ROLE = 'nessuno';

/** Inline role edit of one staff row: a staff role or "Nessun ruolo" (removes the role record), with save and cancel. */
export function RoleEditor({ member, onDone }: { member: StaffRow; onDone: () => void }) {
  const [value, setValue] = useState<string>(member.role);
  const update = useUpdateStaffRole();

  function save() {
    const role = value === NO_ROLE ? null : (value as StaffRole);
    update.mutate({ id: member.id, fullName: member.fullName, role }, { onSuccess: onDone });
  }

  return (
    <div className="flex items-center gap-1.5">
      <Select value={value} onValueChange={setValue}>
        <SelectTrigger className="h-8 w-36" aria-label={`Ruolo di ${member.fullName}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STAFF_ROLES.map((role) => (
            <SelectItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </SelectItem>
          ))}
          <SelectItem value={NO_ROLE}>Nessun ruolo</SelectItem>
        </SelectContent>
      </Select>
      <Button size="icon-sm" aria-label="Salva ruolo" title="Salva" onClick={save} loading={update.isPending} disabled={value === member.role}>
        <Check />
      </Button>
      <Button size="icon-sm" variant="ghost" aria-label="Annulla modifica ruolo" title="Annulla" onClick={onDone} disabled={update.isPending}>
        <X />
      </Button>
    </div>
  );
}
