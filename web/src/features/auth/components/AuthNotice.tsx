import { CircleAlert, CircleCheck } from 'lucide-react';
import { AUTH_ERROR_MESSAGES, GENERIC_AUTH_ERROR } from '@domain/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';

/** What the links in the e-mails report back: `?verified=1` after the confirmation, `?error=CODE` when a link failed. */
export function AuthNotice({ verified, error }: { verified: boolean; error: string | null }) {
  if (error) {
    return (
      <Alert variant="destructive" data-testid="auth-notice">
        <CircleAlert />
        <AlertDescription>{AUTH_ERROR_MESSAGES[error.toUpperCase()] ?? GENERIC_AUTH_ERROR}</AlertDescription>
      </Alert>
    );
  }
  if (!verified) return null;
  return (
    <Alert variant="success" data-testid="auth-notice">
      <CircleCheck />
      <AlertTitle>Email confermata</AlertTitle>
      <AlertDescription>Il tuo account è attivo: ora puoi accedere al sistema.</AlertDescription>
    </Alert>
  );
}
