import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@domain/policy';
import { DEFAULT_STAFF_ROLE, createStaffSchema, type CreateStaffInput } from '@domain/schemas/staff';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useServerForm } from '@web/lib/use-server-form';
import { useCreateStaff } from '../api/create-staff';

const EMPTY: CreateStaffInput = { fullName: '', email: '', password: '', role: DEFAULT_STAFF_ROLE };

/** Crea Nuovo Membro Staff (proprietario only). */
export function CreateStaffForm() {
  const create = useCreateStaff();
  const roleId = useId();
  const { form, onSubmit, pending, restart } = useServerForm<CreateStaffInput>({
    schema: createStaffSchema,
    defaultValues: EMPTY,
    submit: (values) => create.mutateAsync(values),
    errorToast: "Impossibile creare l'utente",
    onSuccess: () => restart(),
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-5 text-primary" aria-hidden="true" />
          Crea Nuovo Membro Staff
        </CardTitle>
        <CardDescription>Il nuovo membro potrà accedere subito con l'email e la password indicate.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Crea Nuovo Membro Staff" className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-4">
          <FormField label="Nome Completo" error={errors.fullName?.message}>
            <Input autoComplete="off" placeholder="Mario Rossi" {...register('fullName')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="off" placeholder="nome@azienda.it" {...register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} description="Almeno 6 caratteri">
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <FormField label="Ruolo" error={errors.role?.message} id={roleId}>
                <Select value={field.value ?? DEFAULT_STAFF_ROLE} onValueChange={(v) => field.onChange(v as StaffRole)}>
                  <SelectTrigger id={roleId} onBlur={field.onBlur}>
                    {/* Spelled out, so the page the server renders shows it too (Radix fills it in only in the browser). */}
                    <SelectValue>{ROLE_LABELS[field.value ?? DEFAULT_STAFF_ROLE]}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    {STAFF_ROLES.map((role) => (
                      <SelectItem key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <div className="md:col-span-2 xl:col-span-4">
            <Button type="submit" loading={pending} className="w-full sm:w-auto">
              <UserPlus />
              Crea Staff
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
