import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TIMEZONES, type Timezone } from '@domain/profile';
import { changePasswordSchema, type ChangePasswordInput } from '@domain/schemas/profile';
import { z } from '@domain/zod';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { Profile } from '@web/lib/own-profile';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';
import { useServerForm } from '@web/lib/use-server-form';

const timezoneSchema = z.object({ timezone: z.enum(TIMEZONES.map((t) => t.value) as [Timezone, ...Timezone[]]) });

export function TimezoneForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile({ success: 'Fuso orario aggiornato con successo', error: 'Impossibile aggiornare il profilo' });
  const timezoneId = useId();
  const { control, handleSubmit } = useForm<{ timezone: Timezone }>({
    resolver: zodResolver(timezoneSchema),
    values: { timezone: profile.timezone as Timezone },
  });
  const onSubmit = handleSubmit(({ timezone }) => update.mutate({ fullName: profile.fullName, address: profile.address, timezone }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Fuso orario</CardTitle>
        <CardDescription>Usato per mostrarti date e orari.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md" aria-label="Fuso orario">
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => (
              <FormField id={timezoneId} label="Fuso orario" error={fieldState.error?.message}>
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id={timezoneId} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {TIMEZONES.map((t) => (
                      <SelectItem key={t.value} value={t.value}>
                        {t.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <div>
            <Button type="submit" loading={update.isPending}>
              Salva impostazioni
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { form, onSubmit, pending, restart } = useServerForm<ChangePasswordInput>({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit: (values) => change.mutateAsync(values),
    errorToast: 'Impossibile aggiornare la password',
    onSuccess: () => restart(),
  });
  const { register, formState } = form;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cambia password</CardTitle>
        <CardDescription>Le altre sessioni aperte con il tuo account verranno chiuse.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md" aria-label="Cambia password">
          <FormField label="Password attuale" error={formState.errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <FormField label="Nuova password" error={formState.errors.newPassword?.message} description="Almeno 6 caratteri.">
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField label="Conferma nuova password" error={formState.errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <div>
            <Button type="submit" loading={pending}>
              Aggiorna password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
