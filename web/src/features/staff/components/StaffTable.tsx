import { Fragment, useRef, useState } from 'react';
import { format } from 'date-fns';
import { Camera, KeyRound, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { STAFF_AVATAR_MAX_BYTES, STAFF_AVATAR_TOO_LARGE, STAFF_AVATAR_WRONG_KIND } from '@domain/schemas/staff';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { ResetTwoFactorDialog } from '@web/components/reset-two-factor-dialog';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { staffKeys } from '../api/keys';
import type { StaffRow } from '../api/list-staff';
import { useUploadStaffAvatar } from '../api/upload-staff-avatar';
import { CredentialsEditor } from './CredentialsEditor';
import { DeleteStaffDialog } from './DeleteStaffDialog';
import { RoleBadge } from './RoleBadge';
import { RoleEditor } from './RoleEditor';

type Editing = { id: string; kind: 'role' | 'credentials' } | null;

const COLUMNS = 6;

/**
 * The staff table. `canManage` (proprietario) shows the actions, `canResetTwoFactor`
 * the reset of a lost second factor; nobody gets actions on their own row.
 */
export function StaffTable({
  members,
  loading,
  canManage,
  canResetTwoFactor,
  selfId,
}: {
  members: StaffRow[];
  loading: boolean;
  canManage: boolean;
  canResetTwoFactor: boolean;
  selfId: string;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<StaffRow | null>(null);
  const [deleting, setDeleting] = useState<StaffRow | null>(null);
  const [avatarFor, setAvatarFor] = useState<StaffRow | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadStaffAvatar();

  function pickAvatar(member: StaffRow) {
    setAvatarFor(member);
    fileInput.current?.click();
  }

  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    const member = avatarFor;
    if (!file || !member) return;
    if (!file.type.startsWith('image/')) return toast.error(STAFF_AVATAR_WRONG_KIND);
    if (file.size > STAFF_AVATAR_MAX_BYTES) return toast.error(STAFF_AVATAR_TOO_LARGE);
    try {
      await upload.mutateAsync({ id: member.id, file });
    } catch (error) {
      toast.fromError(error, 'Impossibile caricare l\'immagine');
      return;
    }
    toast.success(`Avatar di ${member.fullName} aggiornato`);
  }

  return (
    <>
      <Table aria-label="Membri dello staff">
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">Avatar</TableHead>
            <TableHead>Nome</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Ruolo</TableHead>
            <TableHead>Data Creazione</TableHead>
            <TableHead className="text-right">Azioni</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading &&
            Array.from({ length: 4 }, (_, i) => (
              <TableRow key={i}>
                <TableCell colSpan={COLUMNS}>
                  <Skeleton className="h-8 w-full" />
                </TableCell>
              </TableRow>
            ))}
          {!loading && members.length === 0 && <TableEmpty colSpan={COLUMNS}>Nessun membro dello staff trovato</TableEmpty>}
          {members.map((member) => {
            const self = member.id === selfId;
            const editable = canManage && !self;
            const resettable = canResetTwoFactor && !self && member.twoFactorEnabled;
            const rowEditing = editing?.id === member.id ? editing.kind : null;
            return (
              <Fragment key={member.id}>
                <TableRow data-testid="staff-row" data-email={member.email}>
                  <TableCell>
                    <UserAvatar name={member.fullName} src={member.avatarUrl} />
                  </TableCell>
                  <TableCell className="font-medium whitespace-nowrap">
                    {member.fullName}
                    {member.twoFactorEnabled && (
                      <span title="Verifica in due passaggi attiva" className="ml-1.5 inline-flex align-[-2px] text-[color-mix(in_oklab,var(--success)_80%,black)]">
                        <ShieldCheck className="size-4" role="img" aria-label="Verifica in due passaggi attiva" />
                      </span>
                    )}
                    {self && (
                      <Badge variant="outline" className="ml-2">
                        Tu
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">{member.email}</TableCell>
                  <TableCell>
                    {rowEditing === 'role' ? <RoleEditor member={member} onDone={() => setEditing(null)} /> : <RoleBadge role={member.role} />}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">{format(new Date(member.createdAt), 'dd/MM/yyyy')}</TableCell>
                  <TableCell>
                    {(editable || resettable) && (
                      <div className="flex justify-end gap-1">
                        {resettable && (
                          <Button
                            size="icon-sm"
                            variant="ghost"
                            aria-label={`Azzera verifica in due passaggi di ${member.fullName}`}
                            title="Azzera verifica in due passaggi"
                            onClick={() => setResetting(member)}
                          >
                            <ShieldOff />
                          </Button>
                        )}
                        {editable && (
                          <>
                            <Button size="icon-sm" variant="ghost" aria-label={`Modifica ruolo di ${member.fullName}`} title="Modifica ruolo" onClick={() => setEditing({ id: member.id, kind: 'role' })}>
                              <ShieldCheck />
                            </Button>
                            <Button size="icon-sm" variant="ghost" aria-label={`Modifica credenziali di ${member.fullName}`} title="Modifica credenziali" onClick={() => setEditing({ id: member.id, kind: 'credentials' })}>
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
                    )}
                  </TableCell>
                </TableRow>
                {rowEditing === 'credentials' && (
                  <TableRow className="bg-muted/30 hover:bg-muted/30">
                    <TableCell colSpan={COLUMNS}>
                      <CredentialsEditor member={member} onDone={() => setEditing(null)} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      {canManage && (
        <>
          <input ref={fileInput} type="file" accept="image/*" className="hidden" onChange={onFile} aria-hidden="true" tabIndex={-1} />
          <DeleteStaffDialog member={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
      {canResetTwoFactor && <ResetTwoFactorDialog account={resetting} invalidate={staffKeys.all} onClose={() => setResetting(null)} />}
    </>
  );
}
