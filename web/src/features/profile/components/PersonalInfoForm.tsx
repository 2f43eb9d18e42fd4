import { updateProfileSchema, type UpdateProfileInput } from '@domain/schemas/profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { Profile } from '@web/lib/own-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useServerForm } from '@web/lib/use-server-form';

export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile({ success: 'Profilo aggiornato con successo' });
  const { form, onSubmit, pending } = useServerForm<UpdateProfileInput>({
    schema: updateProfileSchema,
    values: { fullName: profile.fullName, address: profile.address, timezone: profile.timezone as UpdateProfileInput['timezone'] },
    resetOptions: { keepDirtyValues: true },
    fields: ['fullName', 'address'],
    submit: (values) => update.mutateAsync(values),
    errorToast: 'Impossibile aggiornare il profilo',
  });
  const { register, formState } = form;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Informazioni personali</CardTitle>
        <CardDescription>Nome completo e indirizzo di residenza.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Informazioni personali">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Nome completo" error={formState.errors.fullName?.message}>
              <Input autoComplete="name" {...register('fullName')} />
            </FormField>
            <FormField label="Email" description="L'email di accesso non si modifica da qui.">
              <Input value={profile.email} readOnly disabled />
            </FormField>
          </div>
          <FormField label="Indirizzo" error={formState.errors.address?.message}>
            <Input autoComplete="street-address" placeholder="Via, numero civico, città" {...register('address')} />
          </FormField>
          <div>
            <Button type="submit" loading={pending}>
              Salva modifiche
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
