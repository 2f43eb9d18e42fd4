import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { GENERIC_AUTH_ERROR } from '@domain/schemas/auth';
import { ApiError } from '@web/lib/api-error';

/** The server's Italian message of a failed auth call, inline. */
export function ServerError({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof ApiError ? error.message : GENERIC_AUTH_ERROR;
  return (
    <Alert variant="destructive" data-testid="auth-error">
      <CircleAlert />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
