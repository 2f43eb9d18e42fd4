import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CONTROL_BASIS_LABELS, type ControlBasis } from '@domain/aml/beneficial-owners';
import { PARTY_ROLE_LABELS, roleInputSchema, type PartyKind, type PartyRole } from '@domain/aml/file';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { ChoiceField } from './fields';
import { FormDateField } from '@web/components/date-field';

interface RoleFormValues {
  partyId: string;
  role: PartyRole | '';
  companyPartyId: string;
  percent: string;
  controlBasis: ControlBasis | '';
  ownerReason: string;
  fromDate: string;
  toDate: string;
}

export type RoleOutput = z.output<typeof roleInputSchema>;

const EMPTY: RoleFormValues = { partyId: '', role: '', companyPartyId: '', percent: '', controlBasis: '', ownerReason: '', fromDate: '', toDate: '' };
/** The select's value for a share of the client itself (companyPartyId null). */
const CLIENT = 'cliente';

/**
 * 'Aggiungi ruolo': a person's role in the client, or a shareholder's share of the client or of a
 * company of the chain; control needs its ground and a reason, an administrator a reason when read as owner.
 */
export function RoleDialog({
  open,
  onOpenChange,
  parties,
  clientName,
  submit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parties: readonly { id: string; name: string; kind: PartyKind }[];
  clientName: string;
  submit: (values: RoleOutput) => Promise<unknown>;
}) {
  const form = useServerForm<RoleFormValues, RoleOutput>({
    schema: roleInputSchema,
    defaultValues: EMPTY,
    submit,
    errorToast: 'Impossibile salvare il ruolo',
    onSuccess: () => onOpenChange(false),
  });
  const { control, register, formState } = form.form;
  const [role, partyId] = useWatch({ control, name: ['role', 'partyId'] });
  const companies = parties.filter((party) => party.kind === 'legal' && party.id !== partyId);

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} title="Aggiungi ruolo" label="Aggiungi ruolo" description="Il ruolo di una persona nel cliente o, per un socio, in una società della catena." submitLabel="Salva" className="sm:max-w-xl">
      <ChoiceField control={control} name="partyId" label="Persona *" labels={Object.fromEntries(parties.map((party) => [party.id, party.name]))} placeholder="Scegli la persona" />
      <ChoiceField control={control} name="role" label="Ruolo *" labels={PARTY_ROLE_LABELS} placeholder="Scegli il ruolo" />
      {role === 'socio' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="companyPartyId"
            render={({ field, fieldState }) => (
              <FormField label="Socio di *" error={fieldState.error?.message}>
                <Select value={field.value || CLIENT} onValueChange={(v) => field.onChange(v === CLIENT ? '' : v)}>
                  <SelectTrigger ref={field.ref} className="w-full min-w-0" aria-label="Socio di *">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={CLIENT}>{clientName} (il cliente)</SelectItem>
                    {companies.map((party) => (
                      <SelectItem key={party.id} value={party.id}>
                        {party.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <FormField label="Percentuale posseduta *" error={formState.errors.percent?.message} description="Per esempio 50 o 33,3333">
            <Input inputMode="decimal" autoComplete="off" {...register('percent')} />
          </FormField>
        </div>
      )}
      {role === 'controllo' && <ChoiceField control={control} name="controlBasis" label="Fondamento del controllo *" labels={CONTROL_BASIS_LABELS} placeholder="Scegli il fondamento" />}
      {(role === 'controllo' || role === 'amministratore') && (
        <FormField
          label={role === 'controllo' ? 'Motivazione *' : 'Motivazione come titolare effettivo'}
          error={formState.errors.ownerReason?.message}
          description={role === 'amministratore' ? 'Solo se va considerato titolare effettivo in mancanza di soci e di controllo (art. 20 c. 5)' : undefined}
        >
          <Textarea rows={3} {...register('ownerReason')} />
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDateField control={control} name="fromDate" label="Dal" />
        <FormDateField control={control} name="toDate" label="Al" />
      </div>
    </FormDialog>
  );
}
