import { useRef, useState } from 'react';
import { Camera, KeyRound, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { STAFF_AVATAR_MAX_BYTES, STAFF_AVATAR_TOO_LARGE, STAFF_AVATAR_WRONG_KIND } from '@domain/schemas/staff';
import { Instant } from '@web/components/instant';
import { DataTable, type Column, type DataTableProps } from '@web/components/list/DataTable';
import { ResetTwoFactorDialog } from '@web/components/reset-two-factor-dialog';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { staffKeys } from '../api/keys';
import type { StaffRow } from '../api/list-staff';
import { useUploadStaffAvatar } from '../api/upload-staff-avatar';
import { CredentialsEditor } from './CredentialsEditor';
import { DeleteStaffDialog } from './DeleteStaffDialog';
import { RoleBadge } from './RoleBadge';
import { RoleEditor } from './RoleEditor';

/**
 * The staff list: a table where there is room, cards on a phone. `canManage` (proprietario)
 * shows the actions, `canResetTwoFactor` the reset of a lost second factor; nobody gets
 * actions on their own row.
 */
export function StaffTable({
  members,
  loading,
  sorting,
  canManage,
  canResetTwoFactor,
  selfId,
}: {
  members: StaffRow[];
  loading: boolean;
  /** The list's sort: the page's list state. */
  sorting: DataTableProps<StaffRow>['sorting'];
  canManage: boolean;
  canResetTwoFactor: boolean;
  selfId: string;
}) {
  const [editingRole, setEditingRole] = useState<string | null>(null);
  const [editingCredentials, setEditingCredentials] = useState<StaffRow | null>(null);
  const [resetting, setResetting] = useState<StaffRow | null>(null);
  const [deleting, setDeleting] = useState<StaffRow | null>(null);
  const [avatarFor, setAvatarFor] = useState<StaffRow | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadStaffAvatar();

  function pickAvatar(member: StaffRow) {
    setAvatarFor(member);
    fileInput.current?.click();
  }

  function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    const member = avatarFor;
    if (!file || !member) return;
    if (!file.type.startsWith('image/')) return toast.error(STAFF_AVATAR_WRONG_KIND);
    if (file.size > STAFF_AVATAR_MAX_BYTES) return toast.error(STAFF_AVATAR_TOO_LARGE);
    upload.mutate({ id: member.id, fullName: member.fullName, file });
  }

  const columns: Column<StaffRow>[] = [
    {
      id: 'fullName',
      header: 'Nome',
      sort: 'fullName',
      card: 'title',
      width: 180,
      cell: (member) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={member.fullName} src={member.avatarUrl} />
          <span className="min-w-0 font-medium break-words">
            {member.fullName}
            {member.twoFactorEnabled && (
              <span title="Verifica in due passaggi attiva" className="ml-1.5 inline-flex align-[-2px] text-[color-mix(in_oklab,var(--success)_80%,black)]">
                <ShieldCheck className="size-4" role="img" aria-label="Verifica in due passaggi attiva" />
              </span>
            )}
            {member.id === selfId && (
              <Badge variant="outline" className="ml-2">
                Tu
              </Badge>
            )}
          </span>
        </div>
      ),
    },
    { id: 'email', header: 'Email', sort: 'email', card: 'subtitle', width: 250, givesWay: { kind: 'spec' }, className: 'break-all text-muted-foreground', cell: (member) => member.email },
    {
      id: 'role',
      header: 'Ruolo',
      sort: 'role',
      // Edited in place from Azioni: it stays beside them.
      width: 110,
      cell: (member) => (editingRole === member.id ? <RoleEditor member={member} onDone={() => setEditingRole(null)} /> : <RoleBadge role={member.role} />),
    },
    {
      id: 'createdAt',
      header: 'Data Creazione',
      sort: 'createdAt',
      width: 150,
      givesWay: { kind: 'spec' },
      className: 'whitespace-nowrap text-muted-foreground tabular-nums',
      cell: (member) => <Instant value={member.createdAt} day />,
    },
  ];
  if (canManage || canResetTwoFactor) {
    columns.push({ id: 'actions', header: 'Azioni', card: 'actions', width: 170, cell: rowActions });
  }

  function rowActions(member: StaffRow) {
    const self = member.id === selfId;
    const editable = canManage && !self;
    const resettable = canResetTwoFactor && !self && member.twoFactorEnabled;
    if (!editable && !resettable) return null;
    return (
      <div className="flex justify-end gap-1">
        {resettable && (
          <Button size="icon-sm" variant="ghost" aria-label={`Azzera verifica in due passaggi di ${member.fullName}`} title="Azzera verifica in due passaggi" onClick={() => setResetting(member)}>
            <ShieldOff />
          </Button>
        )}
        {editable && (
          <>
            <Button size="icon-sm" variant="ghost" aria-label={`Modifica ruolo di ${member.fullName}`} title="Modifica ruolo" onClick={() => setEditingRole(member.id)}>
              <ShieldCheck />
            </Button>
            <Button size="icon-sm" variant="ghost" aria-label={`Modifica credenziali di ${member.fullName}`} title="Modifica credenziali" onClick={() => setEditingCredentials(member)}>
              <KeyRound />
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={`Carica avatar di ${member.fullName}`}
              title="Carica avatar"
              onClick={() => pickAvatar(member)}
              loading={upload.isPending && avatarFor?.id === member.id}
            >
              <Camera />
            </Button>
            <Button size="icon-sm" variant="ghost" className="text-destructive hover:text-destructive" aria-label={`Elimina ${member.fullName}`} title="Elimina" onClick={() => setDeleting(member)}>
              <Trash2 />
            </Button>
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <DataTable
        label="Membri dello staff"
        columns={columns}
        rows={members}
        rowId={(member) => member.id}
        rowName={(member) => member.fullName}
        loading={loading}
        empty="Nessun membro dello staff trovato"
        sorting={sorting}
      />
      {canManage && (
        <>
          <input ref={fileInput} type="file" accept="image/*" className="hidden" onChange={onFile} aria-hidden="true" tabIndex={-1} />
          <DeleteStaffDialog member={deleting} onClose={() => setDeleting(null)} />
          <Dialog open={editingCredentials !== null} onOpenChange={(open) => !open && setEditingCredentials(null)}>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Modifica credenziali</DialogTitle>
                <DialogDescription>{editingCredentials?.fullName}</DialogDescription>
              </DialogHeader>
              {editingCredentials && <CredentialsEditor member={editingCredentials} onDone={() => setEditingCredentials(null)} />}
            </DialogContent>
          </Dialog>
        </>
      )}
      {canResetTwoFactor && <ResetTwoFactorDialog account={resetting} invalidate={staffKeys.all} onClose={() => setResetting(null)} />}
    </>
  );
}
