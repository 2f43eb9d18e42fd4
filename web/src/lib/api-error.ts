/** An error answer of the API, with the server's Italian message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function apiErrorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { code?: string; message?: string; fieldErrors?: Record<string, string> } | null;
  return new ApiError(res.status, body?.code ?? 'HTTP_' + res.status, body?.message ?? 'Si è verificato un errore. Riprova.', body?.fieldErrors);
}
