import { formatFee } from '@domain/compliance/fee';
import { obligationTitle } from '@domain/compliance/obligation-view';
import type { Fee } from '@domain/compliance/rules';
import { formatDateIt } from '@domain/periods';
import { countOf } from '@domain/plural';
import type { MailMessage } from './mailer';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function linkMessage(to: string, subject: string, greeting: string, body: string, cta: string, link: string): MailMessage {
  const text = `${greeting}\n\n${body}\n\n${link}\n\nSe non hai richiesto tu questa operazione, ignora questo messaggio.`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(cta)}</a></p><p style="color:#666">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(link)}</p><p style="color:#666">Se non hai richiesto tu questa operazione, ignora questo messaggio.</p>`;
  return { to, subject, text, html, link };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return linkMessage(to, 'Conferma il tuo account', `Ciao ${name || 'Utente'},`, 'grazie per la registrazione. Conferma il tuo indirizzo email per accedere al sistema.', 'Conferma email', link);
}

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  return linkMessage(to, 'Reimposta la password', `Ciao ${name || 'Utente'},`, 'abbiamo ricevuto una richiesta di reimpostazione della password. Il link è valido per un\'ora.', 'Reimposta password', link);
}

/** One obligation's reminder, as the e-mails show it. */
export interface ReminderItem {
  /** 'overdue' once the due date has passed; otherwise the days left (0: today). */
  step: '30' | '7' | '1' | 'overdue';
  daysLeft: number;
  companyName: string;
  ruleName: string;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  authority: string;
  fee: Fee | null;
  /** The rule's late penalty ("Sanzione: da £150 a £1.500"); null when no source gives one, or for an obligation added by hand. */
  penalty: string | null;
  link: string;
}

/** "scade tra 7 giorni, il 14/03/2027", "scade domani, il …", "scaduta il …". */
function whenText(item: ReminderItem): string {
  const date = formatDateIt(item.dueDate);
  if (item.step === 'overdue') return `scaduta il ${date}`;
  if (item.daysLeft === 0) return `scade oggi, ${date}`;
  if (item.daysLeft === 1) return `scade domani, ${date}`;
  return `scade tra ${item.daysLeft} giorni, il ${date}`;
}

function reminderDetails(item: ReminderItem): [string, string][] {
  return [
    ['Società', item.companyName],
    ['Adempimento', item.ruleName],
    ['Scadenza', formatDateIt(item.dueDate)],
    ['Ente', item.authority],
    ['Costo', formatFee(item.fee)],
  ];
}

const CHOOSE_TEXT = 'Puoi scegliere come ricevere i promemoria dal tuo profilo, nella scheda Impostazioni.';

/** A compliance reminder: 30, 7 or 1 day before the due date, or once it has passed. `choosable`: the recipient can change how they receive them. */
export function obligationReminderMail(to: string, name: string, item: ReminderItem, choosable: boolean): MailMessage {
  const title = obligationTitle(item.ruleName, item.companyName);
  const date = formatDateIt(item.dueDate);
  const overdue = item.step === 'overdue';
  const subject = overdue ? `Scadenza superata: ${title}, scaduta il ${date}` : `Promemoria: ${title} scade il ${date}`;
  const greeting = `Ciao ${name || 'Utente'},`;
  const body = overdue
    ? `la scadenza di ${item.ruleName} per ${item.companyName} è ${whenText(item)} e l'adempimento non risulta ancora completato.`
    : `ti ricordiamo che ${item.ruleName} per ${item.companyName} ${whenText(item)}.`;
  const details = reminderDetails(item);
  const penalty = item.penalty ? [item.penalty] : [];
  const footer = choosable ? [CHOOSE_TEXT] : [];
  const text = [greeting, body, details.map(([k, v]) => `${k}: ${v}`).join('\n'), ...penalty, `Apri la scadenza: ${item.link}`, ...footer].join('\n\n');
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    `<p>${details.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>` +
    penalty.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p><a href="${escapeHtml(item.link)}">Apri la scadenza</a></p>` +
    footer.map((f) => `<p style="color:#666">${escapeHtml(f)}</p>`).join('');
  return { to, subject, text, html, link: item.link };
}

/** An overdue document request, as the staff's digest lists it. */
export interface OverdueRequestLine {
  title: string;
  companyName: string;
  dueDate: string;
  missing: readonly string[];
  link: string;
}

/**
 * The daily digest: every reminder of the day in one message, soonest due first, then the
 * document requests past their due date with what each still misses.
 */
export function reminderDigestMail(to: string, name: string, items: readonly ReminderItem[], requests: readonly OverdueRequestLine[] = []): MailMessage {
  const greeting = `Ciao ${name || 'Utente'},`;
  const body =
    items.length === 0
      ? 'nessuna scadenza da ricordare oggi.'
      : items.length === 1
        ? 'ecco la scadenza da ricordare oggi.'
        : `ecco le ${items.length} scadenze da ricordare oggi.`;
  const line = (item: ReminderItem) => {
    const penalty = item.penalty ? `. ${item.penalty}` : '';
    return `${obligationTitle(item.ruleName, item.companyName)}: ${whenText(item)} (${item.authority}, ${formatFee(item.fee)})${penalty}`;
  };
  const requestsTitle = requests.length === 1 ? 'Una richiesta di documenti è scaduta:' : `${requests.length} richieste di documenti sono scadute:`;
  const requestLine = (r: OverdueRequestLine) => `${r.title} (${r.companyName}), scaduta il ${formatDateIt(r.dueDate)}. ${r.missing.length === 0 ? 'Tutto caricato: da verificare' : `${r.missing.length === 1 ? 'Manca' : 'Mancano'}: ${r.missing.join(', ')}`}`;
  const textParts = [greeting, ...(items.length || !requests.length ? [body] : []), ...(items.length ? [items.map((item) => `- ${line(item)}\n  ${item.link}`).join('\n')] : [])];
  if (requests.length) textParts.push(requestsTitle, requests.map((r) => `- ${requestLine(r)}\n  ${r.link}`).join('\n'));
  const text = [...textParts, CHOOSE_TEXT].join('\n\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    (items.length || !requests.length ? `<p>${escapeHtml(body)}</p>` : '') +
    (items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(line(item))}<br><a href="${escapeHtml(item.link)}">Apri la scadenza</a></li>`).join('')}</ul>` : '') +
    (requests.length
      ? `<p>${escapeHtml(requestsTitle)}</p><ul>${requests.map((r) => `<li>${escapeHtml(requestLine(r))}<br><a href="${escapeHtml(r.link)}">Apri la richiesta</a></li>`).join('')}</ul>`
      : '') +
    `<p style="color:#666">${escapeHtml(CHOOSE_TEXT)}</p>`;
  const subject = items.length
    ? `Scadenze del giorno: ${items.length} promemoria${requests.length ? `, ${countOf(requests.length, ['richiesta di documenti scaduta', 'richieste di documenti scadute'])}` : ''}`
    : `Richieste di documenti scadute: ${requests.length}`;
  return { to, subject, text, html };
}

/** 30 and 7 days before the firm's next AML self-assessment is due, and the day after it passed. */
export type SelfAssessmentReminderStep = '30' | '7' | 'overdue';

/** The yearly AML self-assessment (CNDCEC RT1), to the proprietario who signs it. */
export function selfAssessmentReminderMail(to: string, name: string, item: { step: SelfAssessmentReminderStep; dueOn: string; link: string }): MailMessage {
  const date = formatDateIt(item.dueOn);
  const overdue = item.step === 'overdue';
  const subject = overdue ? `Autovalutazione antiriciclaggio scaduta il ${date}` : `Promemoria: autovalutazione antiriciclaggio entro il ${date}`;
  const greeting = `Ciao ${name || 'Utente'},`;
  const body = overdue
    ? `l'autovalutazione del rischio di riciclaggio dello studio andava rinnovata entro il ${date} e non risulta ancora firmata.`
    : `l'autovalutazione del rischio di riciclaggio dello studio va rinnovata entro il ${date}: preparane la bozza e firmala.`;
  const text = [greeting, body, `Apri l'autovalutazione: ${item.link}`].join('\n\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(item.link)}">Apri l'autovalutazione</a></p>`;
  return { to, subject, text, html, link: item.link };
}
