import { useState } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { defaultYearEnd, defaultYearEndSource } from '@domain/compliance/accounting-periods';
import { isUsLlc, LLC_MEMBERS, llcMembersOf } from '@domain/compliance/entity-types';
import { todayIso } from '@domain/periods';
import {
  CLIENT_DATE_COUNTRIES,
  CLIENT_FIELD_NAMES,
  CLIENT_FIELDS,
  clientFormValues,
  createClientSchema,
  updateClientSchema,
  type ClientField,
  type CreateClientInput,
  type UpdateClientInput,
} from '@domain/schemas/clients';
import { FormDateField } from '@web/components/date-field';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { useClientDetails } from '../api/client-details';
import type { CountryOption } from '../api/clients-meta';
import { useCreateClient } from '../api/create-client';
import type { ClientRow } from '../api/list-clients';
import { useUpdateClient } from '../api/update-client';
import { CountryField, EntityTypeField, IncorporationDateField, LlcMembersSelect, YearEndField } from './CompanyFormFields';
import { LinkedUserField, type LinkedUser } from './LinkedUserField';

type CommonValues = Pick<CreateClientInput, ClientField>;

/**
 * The declared fields the dialogs lay out by hand, each with a widget of its own; every
 * other declared field gets the widget of its kind (GenericField), after these.
 */
const LAID_OUT_BY_HAND = new Set<ClientField>([
  'companyName',
  'fullName',
  'sectors',
  'countryCode',
  'incorporationDate',
  'entityType',
  'financialYearEnd',
  'singleForeignMember',
  'severalMembers',
  'usStateRegistrationDate',
  'tradeLicenceExpiry',
  'companyNumber',
  'companyAddress',
  'residentialAddress',
  'remindClient',
]);
const GENERIC_FIELDS = CLIENT_FIELD_NAMES.filter((name) => !LAID_OUT_BY_HAND.has(name));

/** A declared field without a widget of its own: a text box, a date or a switch, by what it holds. */
function GenericField({ form, name }: { form: UseFormReturn<CommonValues>; name: ClientField }) {
  const { label, kind } = CLIENT_FIELDS[name];
  if (kind === 'date') return <FormDateField control={form.control} name={name} label={label} />;
  if (kind === 'flag') {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <FormField label={label} error={fieldState.error?.message}>
            <Switch checked={field.value === true} onCheckedChange={field.onChange} />
          </FormField>
        )}
      />
    );
  }
  return (
    <FormField label={label} error={form.formState.errors[name]?.message}>
      <Input autoComplete="off" {...form.register(name)} />
    </FormField>
  );
}

/** The fields both dialogs share. */
function CommonFields<T extends CommonValues & FieldValues>({ form, countries }: { form: UseFormReturn<T>; countries: CountryOption[] }) {
  const common = form as unknown as UseFormReturn<CommonValues>;
  const { register, control, formState, setValue, watch } = common;
  const errors = formState.errors;
  const asksLicence = CLIENT_DATE_COUNTRIES.tradeLicenceExpiry.applies(watch('countryCode'));
  const asksRegistration = CLIENT_DATE_COUNTRIES.usStateRegistrationDate.applies(watch('countryCode'));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nome Azienda *" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
        <FormField label="Responsabile *" error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
      </div>
      <FormField label="Settori" error={errors.sectors?.message} description="Ad esempio: E-commerce, Consulenza">
        <Input {...register('sectors')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="countryCode"
          render={({ field, fieldState }) => (
            <CountryField
              value={field.value}
              error={fieldState.error?.message}
              countries={countries}
              onChange={(code) => {
                field.onChange(code);
                // The legal forms are the country's: a new country asks for the form again,
                // and drops a date its clients are not asked.
                if (code !== field.value) {
                  setValue('entityType', null, { shouldDirty: true });
                  for (const [name, { applies }] of Object.entries(CLIENT_DATE_COUNTRIES)) {
                    if (!applies(code)) setValue(name as keyof typeof CLIENT_DATE_COUNTRIES, null, { shouldDirty: true });
                  }
                }
              }}
            />
          )}
        />
        <IncorporationDateField control={control} name="incorporationDate" />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="entityType"
          render={({ field, fieldState }) => <EntityTypeField countryCode={watch('countryCode')} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="financialYearEnd"
          render={({ field, fieldState }) => (
            <YearEndField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              description={field.value ? 'Giorno e mese di chiusura del bilancio' : defaultYearEndSource(watch('countryCode'))}
              fallback={defaultYearEnd(watch('countryCode'), watch('incorporationDate'))}
            />
          )}
        />
      </div>
      {isUsLlc(watch('countryCode'), watch('entityType')) && (
        <FormField label="Soci della LLC" error={errors.singleForeignMember?.message ?? errors.severalMembers?.message} description="Decidono le dichiarazioni federali della LLC">
          <LlcMembersSelect
            value={llcMembersOf({ singleForeignMember: watch('singleForeignMember'), severalMembers: watch('severalMembers') })}
            onChange={(members) => {
              setValue('singleForeignMember', LLC_MEMBERS[members].singleForeignMember, { shouldDirty: true });
              setValue('severalMembers', LLC_MEMBERS[members].severalMembers, { shouldDirty: true });
            }}
          />
        </FormField>
      )}
      {(asksRegistration || asksLicence) && (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {asksLicence && (
            <FormDateField
              control={control}
              name="tradeLicenceExpiry"
              label={CLIENT_FIELDS.tradeLicenceExpiry.label}
              description="La data scritta sulla licenza: il rinnovo scade quel giorno, ogni anno"
            />
          )}
          {asksRegistration && (
            <FormDateField
              control={control}
              name="usStateRegistrationDate"
              label={CLIENT_FIELDS.usStateRegistrationDate.label}
              description="Solo se la società è registrata per operare in uno Stato USA: il BOI Report si deposita entro 30 giorni"
              max={todayIso()}
            />
          )}
        </div>
      )}
      <FormField label={CLIENT_FIELDS.companyNumber.label} error={errors.companyNumber?.message}>
        <Input autoComplete="off" {...register('companyNumber')} />
      </FormField>
      <FormField label="Indirizzo Azienda" error={errors.companyAddress?.message}>
        <Input autoComplete="off" {...register('companyAddress')} />
      </FormField>
      <FormField label="Indirizzo di Residenza" error={errors.residentialAddress?.message}>
        <Input autoComplete="street-address" {...register('residentialAddress')} />
      </FormField>
      {GENERIC_FIELDS.map((name) => (
        <GenericField key={name} form={common} name={name} />
      ))}
    </>
  );
}

/** A new client's form: every declared field's `empty` value (domain/schemas/clients.ts), no login yet. */
const EMPTY_CREATE: CreateClientInput = { ...clientFormValues(), email: '', password: '' };

/** 'Nuovo Cliente': the client and its login (role user), created together. */
export function NewClientDialog({ open, onOpenChange, countries }: { open: boolean; onOpenChange: (open: boolean) => void; countries: CountryOption[] }) {
  const create = useCreateClient();
  const client = useServerForm<CreateClientInput>({
    schema: createClientSchema,
    defaultValues: EMPTY_CREATE,
    submit: (values) => create.mutateAsync(values),
    errorToast: 'Impossibile creare il cliente',
    onSuccess: () => onOpenChange(false),
  });
  const { register, formState } = client.form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={client}
      className="sm:max-w-2xl"
      title="Nuovo Cliente"
      description="Crea il cliente e il suo accesso all'app con ruolo user."
      label="Nuovo Cliente"
      submitLabel="Crea Cliente"
    >
      <CommonFields form={client.form} countries={countries} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email *" error={formState.errors.email?.message}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField label="Password (min. 6 caratteri)" error={formState.errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
      </div>
    </FormDialog>
  );
}

const UPDATE_FIELDS = [...CLIENT_FIELD_NAMES, 'linkedUserId'] as const;

/** The edit form of a client: every declared field as stored (its `empty` value where none), and its linked user. */
function valuesOf(client: ClientRow): UpdateClientInput {
  return { ...clientFormValues(client), linkedUserId: client.linkedUserId };
}

/** 'Modifica Cliente': every field, the linked user included. */
export function EditClientDialog({ client, onOpenChange, countries }: { client: ClientRow | null; onOpenChange: (open: boolean) => void; countries: CountryOption[] }) {
  const update = useUpdateClient();
  const details = useClientDetails(client?.id ?? null);
  // The person picked in this dialog; until then, the client's current linked user.
  const [picked, setPicked] = useState<{ clientId: string; user: LinkedUser | null } | null>(null);
  const current = details.data?.linkedUser;
  const linked = picked && picked.clientId === client?.id ? picked.user : current ? { id: current.id, name: current.name, email: current.email } : null;

  const close = (open: boolean) => {
    if (!open) setPicked(null);
    onOpenChange(open);
  };

  const edit = useServerForm<UpdateClientInput>({
    schema: updateClientSchema,
    defaultValues: client ? valuesOf(client) : undefined,
    fields: UPDATE_FIELDS,
    submit: async (values) => (client ? update.mutateAsync({ id: client.id, input: values }) : false),
    errorToast: 'Impossibile aggiornare il cliente',
    onSuccess: () => close(false),
  });
  const { formState, setValue, control } = edit.form;

  return (
    <FormDialog
      open={client !== null}
      onOpenChange={close}
      form={edit}
      className="sm:max-w-2xl"
      title="Modifica Cliente"
      description={client?.companyName}
      label="Modifica Cliente"
      submitLabel="Salva Modifiche"
    >
      <CommonFields form={edit.form} countries={countries} />
      <FormField label="Utente Collegato" error={formState.errors.linkedUserId?.message} description="Un secondo accesso che condivide i documenti del cliente">
        {details.isPending ? (
          <div className="flex h-9 items-center">
            <Spinner className="size-4" />
          </div>
        ) : (
          <LinkedUserField
            value={linked}
            onChange={(user) => {
              if (client) setPicked({ clientId: client.id, user });
              setValue('linkedUserId', user?.id ?? null, { shouldDirty: true });
            }}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="remindClient"
        render={({ field, fieldState }) => (
          <FormField label="Promemoria scadenze al cliente" error={fieldState.error?.message} description="Gli accessi all'app del cliente ricevono per email i promemoria delle scadenze della società">
            <Switch checked={field.value ?? false} onCheckedChange={field.onChange} />
          </FormField>
        )}
      />
    </FormDialog>
  );
}
