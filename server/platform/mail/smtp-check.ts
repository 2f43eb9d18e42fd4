import nodemailer from 'nodemailer';
import { mailErrorText } from './errors';

/** host:port of an SMTP_URL, without user or password. */
export function smtpServerOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
    return `${url.hostname}:${port}`;
  } catch {
    return 'indirizzo non leggibile';
  }
}

/** The warning printed at start when the mail server cannot be used (the app starts anyway). */
export function smtpWarning(smtpUrl: string, err: unknown): string {
  const code = (err as { code?: unknown }).code;
  const server = smtpServerOf(smtpUrl);
  const reason = mailErrorText(err);
  if (code === 'EAUTH' || code === 'ENOAUTH') {
    return (
      `Attenzione: il server di posta in SMTP_URL (${server}) rifiuta l'accesso (${reason}). ` +
      'Le email restano in coda: correggi utente e password in SMTP_URL e riavvia l\'app.'
    );
  }
  return (
    `Attenzione: il server di posta in SMTP_URL (${server}) non risponde (${reason}). ` +
    'Le email restano in coda e partiranno quando sarà raggiungibile.'
  );
}

/**
 * Checks at start that the mail server answers and accepts the credentials.
 * Returns the Italian warning to print, or null when all is well.
 */
export async function checkSmtp(smtpUrl: string, timeoutMs = 10_000): Promise<string | null> {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  try {
    await transport.verify();
    return null;
  } catch (err) {
    return smtpWarning(smtpUrl, err);
  } finally {
    transport.close();
  }
}
