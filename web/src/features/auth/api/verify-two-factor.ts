import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@web/lib/auth-client';

export type SecondFactor = 'totp' | 'recovery';

/** The second step of a sign-in: the app's code or a recovery code (single use). */
export function verifySecondFactor({ factor, code }: { factor: SecondFactor; code: string }) {
  return authRequest(factor === 'totp' ? 'two-factor/verify-totp' : 'two-factor/verify-backup-code', { code });
}

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
