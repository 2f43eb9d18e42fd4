import { useState } from 'react';
import { Building2, Pencil, Plus, User } from 'lucide-react';
import { PARTY_ROLE_LABELS, PEP_STATUS_LABELS } from '@domain/aml/file';
import { formatDateIt, todayIso } from '@domain/periods';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import type { AmlFile, AmlParty, AmlRole } from '../api/files';
import { useAddRole, useEndRole, useSaveParty } from '../api/people';
import { countryName } from '@domain/iso-countries';
import { OwnersCard, percentIt } from './OwnersCard';
import { PartyDialog, partyFormValues } from './PartyDialog';
import { RoleDialog } from './RoleDialog';
import { Empty, Section } from './Section';

/** 'Persone e titolari': the file's people with their roles, the dialogs that add them, and the computed beneficial owners. */
export function PeopleSection({ file, canPrepare }: { file: AmlFile; canPrepare: boolean }) {
  const fileId = file.file.id;
  const clientName = file.file.clientName;
  const saveParty = useSaveParty(fileId);
  const addRole = useAddRole(fileId);
  const endRole = useEndRole();
  const [partyDialog, setPartyDialog] = useState<{ open: boolean; editing: AmlParty | null }>({ open: false, editing: null });
  const [roleOpen, setRoleOpen] = useState(false);
  const [ending, setEnding] = useState<AmlRole | null>(null);
  const nameOf = (id: string | null) => (id === null ? clientName : (file.parties.find((p) => p.id === id)?.name ?? ''));

  const roleText = (role: AmlRole) => {
    if (role.role === 'socio') return `Socio di ${nameOf(role.companyPartyId)}${role.percent ? `: ${percentIt(role.percent)}` : ''}`;
    return PARTY_ROLE_LABELS[role.role];
  };

  return (
    <div className="grid gap-4">
      <Section
        title="Persone"
        description="Soci, amministratori, esecutore e società della catena di partecipazioni."
        actions={
          canPrepare && (
            <>
              <Button variant="outline" onClick={() => setPartyDialog({ open: true, editing: null })}>
                <Plus />
                Aggiungi persona
              </Button>
              <Button variant="outline" onClick={() => setRoleOpen(true)} disabled={file.parties.length === 0}>
                <Plus />
                Aggiungi ruolo
              </Button>
            </>
          )
        }
      >
        {file.parties.length === 0 ? (
          <Empty>Nessuna persona nel fascicolo</Empty>
        ) : (
          <ul className="grid gap-3" aria-label="Persone del fascicolo">
            {file.parties.map((party) => {
              const roles = file.roles.filter((r) => r.partyId === party.id);
              const Icon = party.kind === 'natural' ? User : Building2;
              return (
                <li key={party.id} className="min-w-0 rounded-lg border p-3" aria-label={party.name}>
                  <div className="flex flex-wrap items-start gap-2">
                    <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words">{party.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {[party.taxCode, countryName(party.residenceCountry), party.kind === 'natural' && party.pepStatus !== 'none' ? PEP_STATUS_LABELS[party.pepStatus] : '']
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    {party.pepStatus !== 'none' && <Badge variant="destructive">PEP</Badge>}
                    {canPrepare && (
                      <Button size="icon-sm" variant="ghost" aria-label={`Modifica ${party.name}`} onClick={() => setPartyDialog({ open: true, editing: party })}>
                        <Pencil />
                      </Button>
                    )}
                  </div>
                  {roles.length > 0 && (
                    <ul className="mt-2 grid gap-1.5" aria-label={`Ruoli di ${party.name}`}>
                      {roles.map((role) => (
                        <li key={role.id} className="flex flex-wrap items-center gap-2 text-sm">
                          <span className={role.inForce ? '' : 'text-muted-foreground line-through'}>{roleText(role)}</span>
                          {role.toDate && <span className="text-xs text-muted-foreground">fino al {formatDateIt(role.toDate)}</span>}
                          {canPrepare && role.inForce && (
                            <Button size="sm" variant="ghost" className="h-7 px-2" onClick={() => setEnding(role)} aria-label={`Concludi il ruolo ${roleText(role)} di ${party.name}`}>
                              Concludi
                            </Button>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <OwnersCard owners={file.ownership} />

      {canPrepare && (
        <>
          <PartyDialog
            open={partyDialog.open}
            onOpenChange={(open) => setPartyDialog((current) => ({ ...current, open }))}
            editing={partyDialog.editing && partyFormValues(partyDialog.editing)}
            submit={(input) => saveParty.mutateAsync({ partyId: partyDialog.editing?.id ?? null, input })}
          />
          <RoleDialog open={roleOpen} onOpenChange={setRoleOpen} parties={file.parties} clientName={clientName} submit={(input) => addRole.mutateAsync(input)} />
          <ConfirmDialog
            open={ending !== null}
            onOpenChange={(open) => !open && setEnding(null)}
            title="Concludere il ruolo?"
            description={ending ? `${nameOf(ending.partyId)}: ${roleText(ending)}. Il ruolo resta nel fascicolo con la data di fine di oggi e non conta più per i titolari effettivi.` : ''}
            confirmLabel="Concludi"
            onConfirm={async () => {
              if (!ending) return;
              const { partyId, role, companyPartyId, percent, controlBasis, ownerReason, fromDate } = ending;
              await endRole.mutateAsync({ roleId: ending.id, input: { partyId, role, companyPartyId, percent, controlBasis, ownerReason, fromDate, toDate: todayIso() } });
            }}
          />
        </>
      )}
    </div>
  );
}
