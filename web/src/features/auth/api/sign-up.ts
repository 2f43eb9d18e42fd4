import { useMutation } from '@tanstack/react-query';
import { fullNameOf, type SignUpInput } from '@domain/schemas/auth';
import { authRequest } from '@web/lib/auth-client';

export function signUp(input: SignUpInput) {
  return authRequest('sign-up/email', {
    name: fullNameOf(input),
    email: input.email,
    password: input.password,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
