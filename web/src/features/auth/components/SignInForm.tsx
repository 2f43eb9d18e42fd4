import { useState, type FormEvent } from 'react';
import { signInSchema, type SignInInput } from '@domain/schemas/auth';
import { useSession } from '@web/lib/session';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/use-hydrated';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/lib/toast';
import { useSignIn } from '../api/sign-in';
import { ServerError } from './ServerError';

type Errors = Partial<Record<keyof SignInInput, string>>;

/** The schema's first message for each field of the form's values; the values when there is none. */
function check(form: HTMLFormElement): { values: SignInInput; errors: null } | { values: null; errors: Errors } {
  const parsed = signInSchema.safeParse(Object.fromEntries(new FormData(form)));
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof SignInInput] ??= issue.message;
  return { values: null, errors };
}

/**
 * E-mail and password, checked with the domain's schema like every form, without the form
 * library: the sign-in is all of /auth's first download (docs/decisions/006). As with the
 * other forms, the messages show on submit and follow the typing from then on.
 */
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
  const [errors, setErrors] = useState<Errors | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // On success the session fills in and /auth sends the person on (home, or the page first asked for).
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { values, errors: found } = check(form);
    setErrors(found ?? {});
    if (!values) return form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    setSubmitting(true);
    try {
      const result = await signIn.mutateAsync(values);
      if (result.twoFactorRedirect) return onSecondFactor();
      toast.success('Benvenuto nel sistema!', 'Accesso effettuato');
      await refresh();
    } catch {
      // The server's message shows above the fields (ServerError).
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      onChange={errors ? (event) => setErrors(check(event.currentTarget).errors ?? {}) : undefined}
      noValidate
      className="grid gap-4"
      aria-label="Accedi"
    >
      <ServerError error={signIn.error} />
      <FormField label="Email" error={errors?.email}>
        <Input name="email" type="email" autoComplete="email" placeholder="nome@azienda.it" defaultValue={defaultEmail} />
      </FormField>
      <FormField label="Password" error={errors?.password}>
        <PasswordInput name="password" autoComplete="current-password" />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={submitting} disabled={!hydrated}>
        Accedi
      </Button>
      <Button type="button" variant="link" size="sm" className="mx-auto h-auto p-0" onClick={onForgotPassword} disabled={!hydrated}>
        Password dimenticata?
      </Button>
    </form>
  );
}
