import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileSchema, type UpdateProfileInput } from '@domain/schemas/profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import type { Profile } from '@web/lib/own-profile';
import { useUpdateProfile } from '../api/update-profile';
import { applyFieldErrors } from '@web/lib/form-errors';

export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile({ success: 'Profilo aggiornato con successo' });
  const { register, handleSubmit, setError, formState } = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    values: { fullName: profile.fullName, address: profile.address, timezone: profile.timezone as UpdateProfileInput['timezone'] },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['fullName', 'address'])) toast.fromError(error, 'Impossibile aggiornare il profilo');
    }
  });

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
            <Button type="submit" loading={formState.isSubmitting}>
              Salva modifiche
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
