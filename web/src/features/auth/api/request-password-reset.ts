import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@web/lib/auth-client';

export function requestPasswordReset(email: string) {
  return authRequest('request-password-reset', { email, redirectTo: `${window.location.origin}/auth?reset=1` });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
