import { newPasswordSchema } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { useServerForm } from '@web/lib/use-server-form';
import { useResetPassword } from '../api/reset-password';
import { ServerError } from './ServerError';

/** Opened from the reset link in the e-mail (`/auth?token=…`). */
export function NewPasswordForm({ token, onDone, onCancel }: { token: string; onDone: () => void; onCancel: () => void }) {
  const reset = useResetPassword();
  const { form, onSubmit, pending, failure } = useServerForm({
    schema: newPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
    fields: [],
    submit: ({ password }) => reset.mutateAsync({ token, newPassword: password }),
    // A password the server refuses (one of the most used): its message under the field, not above the form.
    onFailure: (error, { setError }) => {
      const message = error instanceof ApiError ? error.fieldErrors?.newPassword : undefined;
      if (message) setError('password', { type: 'server', message });
      return message !== undefined;
    },
    // Any other refusal shows above the form.
    errorToast: null,
    onSuccess: () => {
      toast.success('Password aggiornata. Ora puoi accedere con la nuova password.');
      onDone();
    },
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Nuova password</CardTitle>
        <CardDescription>Scegli una nuova password per il tuo account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Nuova password">
          <ServerError error={failure} />
          <FormField label="Nuova Password" error={errors.password?.message} description="Almeno 6 caratteri">
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Conferma Password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Button type="submit" size="lg" className="mt-1 w-full" loading={pending}>
            Salva nuova password
          </Button>
          <Button variant="link" size="sm" className="mx-auto h-auto p-0" onClick={onCancel}>
            Torna all'accesso
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
