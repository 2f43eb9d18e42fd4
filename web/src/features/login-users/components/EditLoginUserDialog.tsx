import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ROLE_LABELS, ROLES, type Role } from '@domain/policy';
import { updateLoginUserSchema, type UpdateLoginUserInput } from '@domain/schemas/login-users';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { applyFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
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
  const { register, control, handleSubmit, reset, setError, formState } = useForm<EditForm>({ defaultValues: { fullName: '', role: '' } });

  useEffect(() => {
    if (user) reset({ fullName: user.fullName, role: user.role ?? '' });
  }, [user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!user) return;
    const input: UpdateLoginUserInput = { fullName: values.fullName };
    if (canChangeRole && values.role && values.role !== user.role) input.role = values.role;
    const parsed = updateLoginUserSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(issue.path[0] === 'role' ? 'role' : 'fullName', { type: 'validate', message: issue.message });
      return;
    }
    try {
      await update.mutateAsync({ id: user.id, name: user.fullName, input: parsed.data });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['fullName', 'role'])) toast.fromError(error, 'Errore nell\'aggiornamento dell\'utente');
      return;
    }
    onClose();
  });

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !formState.isSubmitting && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modifica Utente</DialogTitle>
          <DialogDescription>{user?.email || 'Email non disponibile'}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Modifica Utente">
          <FormField label="Nome Completo" error={formState.errors.fullName?.message}>
            <Input autoComplete="off" {...register('fullName')} />
          </FormField>
          {canChangeRole && (
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <FormField
                  id={roleId}
                  label="Ruolo"
                  error={formState.errors.role?.message}
                  description="Cambiare ruolo chiude subito le sessioni aperte dell'utente."
                >
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={formState.isSubmitting}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Salva
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
