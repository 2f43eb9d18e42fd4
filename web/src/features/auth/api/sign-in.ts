import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@domain/schemas/auth';
import { authRequest } from '@web/lib/auth-client';

export function signIn(input: SignInInput) {
  return authRequest('sign-in/email', { email: input.email, password: input.password });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
