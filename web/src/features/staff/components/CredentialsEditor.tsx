import { useWatch } from 'react-hook-form';
import { Check, X } from 'lucide-react';
import { credentialsChanged, staffCredentialsSchema } from '@domain/schemas/staff';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { ApiError } from '@web/lib/api-error';
import { applyIssues } from '@web/lib/form-errors';
import { useServerForm } from '@web/lib/use-server-form';
import { useUpdateStaffCredentials } from '../api/update-staff-credentials';
import type { StaffRow } from '../api/list-staff';

interface CredentialsForm {
  email: string;
  password: string;
}

/**
 * Credentials edit: e-mail and new password. Save is offered only when
 * the e-mail changed or a password was typed; a blank password stays as it is.
 */
export function CredentialsEditor({ member, onDone }: { member: StaffRow; onDone: () => void }) {
  const update = useUpdateStaffCredentials();
  const { form, onSubmit, pending } = useServerForm<CredentialsForm>({
    defaultValues: { email: member.email, password: '' },
    submit: async (values) => {
      // Only what changed is sent: the same schema as the server's decides what is valid.
      const emailChanged = values.email.trim().toLowerCase() !== member.email.toLowerCase();
      const parsed = staffCredentialsSchema.safeParse({ email: emailChanged ? values.email : undefined, password: values.password });
      if (!parsed.success) {
        applyIssues(parsed.error.issues, form.setError, ['email', 'password'], 'email');
        return false;
      }
      return update.mutateAsync({ id: member.id, fullName: member.fullName, ...parsed.data });
    },
    // An e-mail another account has: said under the e-mail.
    onFailure: (error, { setError }) => {
      if (!(error instanceof ApiError && error.status === 409)) return false;
      setError('email', { type: 'server', message: error.message });
      return true;
    },
    errorToast: 'Impossibile aggiornare le credenziali',
    onSuccess: onDone,
  });
  const { register, control, formState } = form;
  const [email = '', password = ''] = useWatch({ control, name: ['email', 'password'] });
  const changed = credentialsChanged(member.email, { email, password });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Credenziali di ${member.fullName}`} className="grid gap-4">
      <FormField label="Email" error={formState.errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField label="Nuova password" error={formState.errors.password?.message} description="Lascia vuoto per non cambiarla">
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={pending}>
          <X />
          Annulla
        </Button>
        {changed && (
          <Button type="submit" size="sm" loading={pending}>
            <Check />
            Salva
          </Button>
        )}
      </div>
    </form>
  );
}
