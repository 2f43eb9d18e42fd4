import { useMutation } from '@tanstack/react-query';
import { fullNameOf, type SignUpInput } from '@domain/schemas/auth';
import { authRequest } from '@web/lib/auth-client';

/** Where the confirmation link in the e-mail lands. */
export const VERIFIED_CALLBACK = '/auth?verified=1';

export function signUp(input: SignUpInput) {
  return authRequest('sign-up/email', {
    name: fullNameOf(input),
    email: input.email,
    password: input.password,
    callbackURL: VERIFIED_CALLBACK,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
