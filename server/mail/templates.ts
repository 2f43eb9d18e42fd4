import type { MailMessage } from './mailer';

function escapeHtml(s: string): string {
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
