import { formatDateIt } from '@domain/periods';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml, type OverdueRequestLine } from '../../platform/mail/templates';

/** One request as the e-mails list it: what is still missing, and by when (the staff's digest lists the same). */
export type MissingRequest = OverdueRequestLine;

function message(to: string, subject: string, paragraphs: readonly string[], requests: readonly MissingRequest[], cta: string): MailMessage {
  const list = (r: MissingRequest) => `${r.title} (${r.companyName}), entro il ${formatDateIt(r.dueDate)}`;
  const text = [
    ...paragraphs,
    requests.map((r) => `- ${list(r)}\n${r.missing.map((m) => `  · ${m}`).join('\n')}\n  ${r.link}`).join('\n'),
    'Puoi caricare i file dal telefono o dal computer: apri il link e, per ogni voce, tocca "Scegli il file".',
  ].join('\n\n');
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    requests
      .map(
        (r) =>
          `<p><strong>${escapeHtml(list(r))}</strong></p><ul>${r.missing.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>` +
          `<p><a href="${escapeHtml(r.link)}">${escapeHtml(cta)}</a></p>`,
      )
      .join('') +
    '<p style="color:#666">Puoi caricare i file dal telefono o dal computer: apri il link e, per ogni voce, tocca "Scegli il file".</p>';
  return { to, subject, text, html, link: requests[0]?.link };
}

/** A request just sent: what the firm needs, and by when. */
export function requestSentMail(to: string, name: string, request: MissingRequest): MailMessage {
  return message(
    to,
    `Documenti richiesti: ${request.title}`,
    [`Ciao ${name || 'Utente'},`, `per procedere ci servono alcuni documenti per ${request.companyName}, entro il ${formatDateIt(request.dueDate)}.`],
    [request],
    'Carica i documenti',
  );
}

/**
 * The reminder of everything a client still has to send, one message per login whatever
 * the number of requests and items. `overdue`: at least one of them is past its due date.
 */
export function requestReminderMail(to: string, name: string, requests: readonly MissingRequest[], overdue: boolean): MailMessage {
  const count = requests.reduce((n, r) => n + r.missing.length, 0);
  const subject = overdue ? 'Documenti richiesti scaduti: mancano ancora dei file' : 'Promemoria: documenti richiesti in scadenza';
  const body = count === 1 ? 'ti ricordiamo che manca ancora un documento richiesto.' : `ti ricordiamo che mancano ancora ${count} documenti richiesti.`;
  return message(to, subject, [`Ciao ${name || 'Utente'},`, body], requests, 'Carica i documenti');
}

/** An item sent back: the staff's reason, and where to upload again. */
export function itemRejectedMail(to: string, name: string, request: { title: string; companyName: string; link: string }, itemName: string, reason: string): MailMessage {
  const greeting = `Ciao ${name || 'Utente'},`;
  const body = `il documento "${itemName}" della richiesta "${request.title}" (${request.companyName}) va caricato di nuovo.`;
  const why = `Motivo: ${reason}`;
  const text = [greeting, body, why, `Caricalo di nuovo: ${request.link}`].join('\n\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><strong>${escapeHtml(why)}</strong></p><p><a href="${escapeHtml(request.link)}">Carica di nuovo</a></p>`;
  return { to, subject: `Da rifare: ${itemName}`, text, html, link: request.link };
}
