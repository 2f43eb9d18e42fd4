import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@domain/schemas/auth';
import { authRequest } from '@web/lib/auth-client';

/** `twoFactorRedirect`: the password was right and the account asks for its second factor (no session yet). */
export function signIn(input: SignInInput) {
  return authRequest<{ twoFactorRedirect?: boolean }>('sign-in/email', { email: input.email, password: input.password });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
