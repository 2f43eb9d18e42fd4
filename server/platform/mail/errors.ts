/** Hides the credentials of any URL in a text (an SMTP_URL quoted in an error). */
export function withoutCredentials(text: string): string {
  return text.replace(/\/\/[^\s/@]+@/g, '//***@');
}

function codesOf(err: unknown): string[] {
  const codes: string[] = [];
  for (let e = err, depth = 0; e !== null && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/** The Italian reason of a common failure to send, or null. */
function italianReason(err: unknown, message: string): string | null {
  const codes = codesOf(err);
  const has = (...wanted: string[]) => wanted.some((c) => codes.includes(c) || message.includes(c));
  if (has('ECONNREFUSED')) return 'Connessione rifiutata dal server di posta';
  if (has('EAUTH', 'ENOAUTH')) return 'Autenticazione al server di posta non riuscita: controlla utente e password';
  if (has('ETIMEDOUT', 'ETIMEOUT') || /timeout|timed out|never received/i.test(message)) return 'Il server di posta non ha risposto in tempo';
  if (has('ENOTFOUND', 'EDNS', 'EAI_AGAIN')) return 'Server di posta non trovato';
  if (has('ECONNRESET', 'EPIPE')) return 'Connessione con il server di posta interrotta';
  if (has('ETLS', 'ESSL') || /certificate|tls|ssl/i.test(message)) return 'Connessione sicura (TLS) con il server di posta non riuscita';
  if (has('EENVELOPE')) return 'Destinatario rifiutato dal server di posta';
  return null;
}

/**
 * What went wrong sending a message, for people: the reason in Italian for the
 * common failures, the mail server's own words in parentheses.
 */
export function mailErrorText(err: unknown): string {
  const original = withoutCredentials(err instanceof Error ? err.message : String(err)).trim().slice(0, 500) || 'errore sconosciuto';
  const reason = italianReason(err, original);
  return reason ? `${reason} (${original})` : `Invio non riuscito (${original})`;
}
