import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@web/lib/auth-client';
import { queryRoots } from '@web/lib/query-keys';
import { TWO_FACTOR_VIEWS } from './keys';

/** The auth server's two-factor endpoints behind the 'Verifica in due passaggi' card (better-auth's plugin); their errors show in the dialog. */

export interface TwoFactorSetupStart {
  /** otpauth:// address for the authenticator app: shown as a QR code and its key as text. */
  totpURI: string;
  backupCodes: string[];
}

/** Step one: the password checked, a new secret and recovery codes made; not active until a code confirms it. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: (password: string) => authRequest<TwoFactorSetupStart>('two-factor/enable', { password }) });
}

/** Step two: a first code from the app turns it on (the server renews the session cookie). */
export function useConfirmTwoFactorSetup() {
  return useMutation({ mutationFn: (code: string) => authRequest('two-factor/verify-totp', { code }), meta: { invalidates: TWO_FACTOR_VIEWS } });
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: (password: string) => authRequest('two-factor/disable', { password }), meta: { invalidates: TWO_FACTOR_VIEWS } });
}

/** New recovery codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (password: string) => authRequest<{ backupCodes: string[] }>('two-factor/generate-backup-codes', { password }),
    meta: { invalidates: [queryRoots.activity] },
  });
}
