import { UserRound } from 'lucide-react';
import { profileNameSchema, type ProfileNameInput } from '@domain/schemas/profile';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useServerForm } from '@web/lib/use-server-form';
import { useSetName } from './api/set-name';
import { RequiredStep } from './components/RequiredStep';

/**
 * An account created without a name (the first proprietario when OWNER_NAME is not set)
 * gives it here, at its first sign-in, before any page: the app never calls it by its role.
 */
export function NameRequiredPage() {
  const save = useSetName();
  // Saving reads the session again (ACCOUNT_VIEWS): with its name, the account goes on to its pages.
  const { form, onSubmit, pending } = useServerForm<ProfileNameInput>({
    schema: profileNameSchema,
    defaultValues: { fullName: '' },
    submit: (values) => save.mutateAsync(values),
    errorToast: 'Impossibile salvare il nome',
  });
  const { register, formState } = form;

  return (
    <RequiredStep
      icon={UserRound}
      title="Come ti chiami?"
      description="Benvenuto in Arcadia. Prima di iniziare indica il tuo nome e cognome: è il nome che vedranno lo staff e i clienti. Potrai cambiarlo dal Profilo."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Il tuo nome">
        <FormField label="Nome completo" error={formState.errors.fullName?.message}>
          <Input autoComplete="name" autoFocus placeholder="Es. Mario Rossi" {...register('fullName')} />
        </FormField>
        <Button type="submit" loading={pending}>
          Continua
        </Button>
      </form>
    </RequiredStep>
  );
}
