import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogOut, UserRound } from 'lucide-react';
import { profileNameSchema, type ProfileNameInput } from '@domain/schemas/profile';
import { usePageLive } from '@web/app/page-request';
import { useSession } from '@web/app/session';
import { Logo } from '@web/components/layout/Logo';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { applyFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useSetName } from './api/set-name';

/**
 * An account created without a name (the first proprietario when OWNER_NAME is not set)
 * gives it here, at its first sign-in, before any page: the app never calls it by its role.
 */
export function NameRequiredPage() {
  const { signOut } = useSession();
  const save = useSetName();
  const { register, handleSubmit, setError, formState } = useForm<ProfileNameInput>({ resolver: zodResolver(profileNameSchema), defaultValues: { fullName: '' } });
  usePageLive();
  useEffect(() => {
    document.title = 'Come ti chiami? · Arcadia';
  }, []);

  // Saving reads the session again (ACCOUNT_VIEWS): with its name, the account goes on to its pages.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['fullName'])) toast.fromError(error, 'Impossibile salvare il nome');
    }
  });

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/30 px-4 py-8 sm:py-12">
      <Logo className="mb-6" />
      <Card className="w-full max-w-md shadow-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <UserRound className="size-5 text-primary" aria-hidden="true" />
            Come ti chiami?
          </CardTitle>
          <CardDescription>
            Benvenuto in Arcadia. Prima di iniziare indica il tuo nome e cognome: è il nome che vedranno lo staff e i clienti. Potrai cambiarlo dal Profilo.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Il tuo nome">
            <FormField label="Nome completo" error={formState.errors.fullName?.message}>
              <Input autoComplete="name" autoFocus placeholder="Es. Mario Rossi" {...register('fullName')} />
            </FormField>
            <Button type="submit" loading={formState.isSubmitting}>
              Continua
            </Button>
          </form>
        </CardContent>
      </Card>
      <Button variant="ghost" className="mt-4" onClick={() => void signOut()}>
        <LogOut />
        Esci
      </Button>
    </main>
  );
}
