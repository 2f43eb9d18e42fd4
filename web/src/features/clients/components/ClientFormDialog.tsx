import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { DateField } from '@web/components/date-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { applyFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useClientDetails } from '../api/client-details';
import type { CountryOption } from '../api/clients-meta';
import { useCreateClient } from '../api/create-client';
import type { ClientRow } from '../api/list-clients';
import { useUpdateClient } from '../api/update-client';
import { EntityTypeSelect, LlcMembersSelect, YearEndInput } from './CompanyFormFields';
import { CountrySelect } from './CountrySelect';
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
  if (kind === 'date') {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => <DateField label={label} error={fieldState.error?.message} {...field} value={typeof field.value === 'string' ? field.value : ''} />}
      />
    );
  }
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
            <FormField label="Paese di Costituzione" error={fieldState.error?.message}>
              <CountrySelect
                value={field.value}
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
                countries={countries}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="incorporationDate"
          render={({ field, fieldState }) => (
            <DateField label="Data di Costituzione" error={fieldState.error?.message} max={todayIso()} {...field} value={field.value ?? ''} />
          )}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="entityType"
          render={({ field, fieldState }) => (
            <FormField label="Tipo di società" error={fieldState.error?.message}>
              <EntityTypeSelect countryCode={watch('countryCode')} value={field.value} onChange={field.onChange} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="financialYearEnd"
          render={({ field, fieldState }) => (
            <FormField label="Fine esercizio" error={fieldState.error?.message} description={field.value ? 'Giorno e mese di chiusura del bilancio' : defaultYearEndSource(watch('countryCode'))}>
              <YearEndInput value={field.value} fallback={defaultYearEnd(watch('countryCode'), watch('incorporationDate'))} onChange={field.onChange} />
            </FormField>
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
            <Controller
              control={control}
              name="tradeLicenceExpiry"
              render={({ field, fieldState }) => (
                <DateField
                  label={CLIENT_FIELDS.tradeLicenceExpiry.label}
                  description="La data scritta sulla licenza: il rinnovo scade quel giorno, ogni anno"
                  error={fieldState.error?.message}
                  {...field}
                  value={field.value ?? ''}
                />
              )}
            />
          )}
          {asksRegistration && (
            <Controller
              control={control}
              name="usStateRegistrationDate"
              render={({ field, fieldState }) => (
                <DateField
                  label={CLIENT_FIELDS.usStateRegistrationDate.label}
                  description="Solo se la società è registrata per operare in uno Stato USA: il BOI Report si deposita entro 30 giorni"
                  error={fieldState.error?.message}
                  max={todayIso()}
                  {...field}
                  value={field.value ?? ''}
                />
              )}
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

const CREATE_FIELDS = [...CLIENT_FIELD_NAMES, 'email', 'password'] as const;
/** A new client's form: every declared field's `empty` value (domain/schemas/clients.ts), no login yet. */
const EMPTY_CREATE: CreateClientInput = { ...clientFormValues(), email: '', password: '' };

/** 'Nuovo Cliente': the client and its login (role user), created together. */
export function NewClientDialog({ open, onOpenChange, countries }: { open: boolean; onOpenChange: (open: boolean) => void; countries: CountryOption[] }) {
  const create = useCreateClient();
  const form = useForm<CreateClientInput>({ resolver: zodResolver(createClientSchema), defaultValues: EMPTY_CREATE });
  const { register, handleSubmit, reset, formState } = form;

  useEffect(() => {
    if (open) reset(EMPTY_CREATE);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      onOpenChange(false);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, CREATE_FIELDS)) toast.fromError(error, 'Impossibile creare il cliente');
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Nuovo Cliente</DialogTitle>
          <DialogDescription>Crea il cliente e il suo accesso all'app con ruolo user.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Nuovo Cliente">
          <CommonFields form={form} countries={countries} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Email *" error={formState.errors.email?.message}>
              <Input type="email" autoComplete="off" {...register('email')} />
            </FormField>
            <FormField label="Password (min. 6 caratteri)" error={formState.errors.password?.message}>
              <PasswordInput autoComplete="new-password" {...register('password')} />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Crea Cliente
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
  const form = useForm<UpdateClientInput>({ resolver: zodResolver(updateClientSchema) });
  const { handleSubmit, reset, formState, setValue } = form;
  // The person picked in this dialog; until then, the client's current linked user.
  const [picked, setPicked] = useState<{ clientId: string; user: LinkedUser | null } | null>(null);
  const current = details.data?.linkedUser;
  const linked = picked && picked.clientId === client?.id ? picked.user : current ? { id: current.id, name: current.name, email: current.email } : null;

  useEffect(() => {
    if (client) reset(valuesOf(client));
  }, [client, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!client) return;
    try {
      await update.mutateAsync({ id: client.id, input: values });
      close(false);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, UPDATE_FIELDS)) toast.fromError(error, 'Impossibile aggiornare il cliente');
    }
  });

  const close = (open: boolean) => {
    if (!open) setPicked(null);
    onOpenChange(open);
  };

  return (
    <Dialog open={client !== null} onOpenChange={close}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Modifica Cliente</DialogTitle>
          <DialogDescription>{client?.companyName}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Modifica Cliente">
          <CommonFields form={form} countries={countries} />
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
            control={form.control}
            name="remindClient"
            render={({ field, fieldState }) => (
              <FormField label="Promemoria scadenze al cliente" error={fieldState.error?.message} description="Gli accessi all'app del cliente ricevono per email i promemoria delle scadenze della società">
                <Switch checked={field.value ?? false} onCheckedChange={field.onChange} />
              </FormField>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Salva Modifiche
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
