import { useForm, useWatch } from 'react-hook-form';
import { Check, X } from 'lucide-react';
import { credentialsChanged, staffCredentialsSchema } from '@domain/schemas/staff';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { ApiError } from '@web/lib/api-error';
import { applyFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
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
  const { register, control, handleSubmit, setError, formState } = useForm<CredentialsForm>({
    defaultValues: { email: member.email, password: '' },
  });
  const [email = '', password = ''] = useWatch({ control, name: ['email', 'password'] });
  const changed = credentialsChanged(member.email, { email, password });

  const onSubmit = handleSubmit(async (values) => {
    // Only what changed is sent: the same schema as the server's decides what is valid.
    const emailChanged = values.email.trim().toLowerCase() !== member.email.toLowerCase();
    const parsed = staffCredentialsSchema.safeParse({ email: emailChanged ? values.email : undefined, password: values.password });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(issue.path[0] === 'password' ? 'password' : 'email', { type: 'validate', message: issue.message });
      return;
    }
    try {
      await update.mutateAsync({ id: member.id, fullName: member.fullName, ...parsed.data });
    } catch (error) {
      if (applyFieldErrors(error, setError, ['email', 'password'])) return;
      if (error instanceof ApiError && error.status === 409) setError('email', { type: 'server', message: error.message });
      else toast.fromError(error, 'Impossibile aggiornare le credenziali');
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Credenziali di ${member.fullName}`} className="grid gap-4">
      <FormField label="Email" error={formState.errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField label="Nuova password" error={formState.errors.password?.message} description="Lascia vuoto per non cambiarla">
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={formState.isSubmitting}>
          <X />
          Annulla
        </Button>
        {changed && (
          <Button type="submit" size="sm" loading={formState.isSubmitting}>
            <Check />
            Salva
          </Button>
        )}
      </div>
    </form>
  );
}
