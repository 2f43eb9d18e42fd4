import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@domain/schemas/auth';
import { useSession } from '@web/app/session';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/use-hydrated';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/lib/toast';
import { useSignIn } from '../api/sign-in';
import { ServerError } from './ServerError';

export function SignInForm({
  defaultEmail,
  onForgotPassword,
  onSecondFactor,
}: {
  defaultEmail: string;
  onForgotPassword: () => void;
  /** The password was right; the account asks for its second factor. */
  onSecondFactor: () => void;
}) {
  const hydrated = useHydrated();
  const { refresh } = useSession();
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = formState;

  // On success the session fills in and /auth sends the person on (home, or the page first asked for).
  const onSubmit = handleSubmit(async (values) => {
    let result;
    try {
      result = await signIn.mutateAsync(values);
    } catch {
      return;
    }
    if (result.twoFactorRedirect) return onSecondFactor();
    toast.success('Benvenuto nel sistema!', 'Accesso effettuato');
    await refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Accedi">
      <ServerError error={signIn.error} />
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="nome@azienda.it" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={formState.isSubmitting} disabled={!hydrated}>
        Accedi
      </Button>
      <Button type="button" variant="link" size="sm" className="mx-auto h-auto p-0" onClick={onForgotPassword} disabled={!hydrated}>
        Password dimenticata?
      </Button>
    </form>
  );
}
