import { Controller } from 'react-hook-form';
import { useMemo, type ReactNode } from 'react';
import { signUpSchema } from '@domain/schemas/auth';
import { legalLinksInPage, NO_LEGAL_LINKS } from '@web/lib/legal-links';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/use-hydrated';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldMessage, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/lib/toast';
import { useServerForm } from '@web/lib/use-server-form';
import { useSignUp } from '../api/sign-up';
import { ServerError } from './ServerError';

/** A text of the firm's, opened apart so the form keeps what was typed; plain words where the firm has set none. */
function LegalLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return children;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2 hover:no-underline">
      {children}
    </a>
  );
}

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const hydrated = useHydrated();
  // Read once the page is live: the page rendered ahead of time has no links.
  const legal = useMemo(() => (hydrated ? legalLinksInPage() : NO_LEGAL_LINKS), [hydrated]);
  const signUp = useSignUp();
  const { form, onSubmit, pending, failure } = useServerForm({
    schema: signUpSchema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', privacy: false },
    // A password the server refuses (one of the most used): its message under the field, not above the form.
    fields: ['password'],
    submit: (values) => signUp.mutateAsync(values),
    // Any other refusal shows above the form.
    errorToast: null,
    onSuccess: (_result, values) => {
      toast.success(
        "Controlla la tua email per confermare l'account. Dopo la conferma, potrai accedere al sistema.",
        'Registrazione effettuata',
      );
      onSignedUp(values.email);
    },
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Registrati">
      <ServerError error={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nome" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Cognome" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="nome@azienda.it" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} description="Almeno 6 caratteri">
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Conferma Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="privacy"
            render={({ field }) => (
              <Checkbox
                id="signup-privacy"
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={errors.privacy ? true : undefined}
                aria-describedby={errors.privacy ? 'signup-privacy-message' : undefined}
                className="mt-0.5"
              />
            )}
          />
          <Label htmlFor="signup-privacy" className="block leading-snug font-normal text-muted-foreground">
            Accetto i <LegalLink href={legal.terms}>termini e condizioni</LegalLink> e la <LegalLink href={legal.privacy}>privacy policy</LegalLink>
          </Label>
        </div>
        <FieldMessage id="signup-privacy-message" error={errors.privacy?.message} />
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={pending} disabled={!hydrated}>
        Registrati
      </Button>
    </form>
  );
}
