import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { ROLE_LABELS, ROLES, type Role } from '@domain/policy';
import { updateLoginUserSchema, type UpdateLoginUserInput } from '@domain/schemas/login-users';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { applyIssues } from '@web/lib/form-errors';
import type { LoginUserRow } from '../api/list-login-users';
import { useUpdateLoginUser } from '../api/update-login-user';

interface EditForm {
  fullName: string;
  /** '' while the account has no role and none is chosen. */
  role: Role | '';
}

/** Modifica Utente: the full name; the role only for who may change roles (proprietario). */
export function EditLoginUserDialog({ user, canChangeRole, onClose }: { user: LoginUserRow | null; canChangeRole: boolean; onClose: () => void }) {
  const update = useUpdateLoginUser();
  const roleId = useId();
  const edit = useServerForm<EditForm>({
    defaultValues: { fullName: user?.fullName ?? '', role: user?.role ?? '' },
    // Only a changed role is sent, and only by who may change it: the server's schema decides on what is sent.
    submit: async (values) => {
      if (!user) return false;
      const input: UpdateLoginUserInput = { fullName: values.fullName };
      if (canChangeRole && values.role && values.role !== user.role) input.role = values.role;
      const parsed = updateLoginUserSchema.safeParse(input);
      if (!parsed.success) {
        applyIssues(parsed.error.issues, edit.form.setError, ['fullName', 'role'], 'fullName');
        return false;
      }
      return update.mutateAsync({ id: user.id, name: user.fullName, input: parsed.data });
    },
    errorToast: "Errore nell'aggiornamento dell'utente",
    onSuccess: onClose,
  });
  const { register, control, formState } = edit.form;

  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      form={edit}
      title="Modifica Utente"
      description={user?.email || 'Email non disponibile'}
      label="Modifica Utente"
      submitLabel="Salva"
    >
      <FormField label="Nome Completo" error={formState.errors.fullName?.message}>
        <Input autoComplete="off" {...register('fullName')} />
      </FormField>
      {canChangeRole && (
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <FormField id={roleId} label="Ruolo" error={formState.errors.role?.message} description="Cambiare ruolo chiude subito le sessioni aperte dell'utente.">
              <Select value={field.value || undefined} onValueChange={(v) => field.onChange(v as Role)}>
                <SelectTrigger id={roleId} onBlur={field.onBlur}>
                  <SelectValue placeholder="Nessun ruolo" />
                </SelectTrigger>
                <SelectContent>
                  {[...ROLES].reverse().map((role) => (
                    <SelectItem key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
      )}
    </FormDialog>
  );
}
