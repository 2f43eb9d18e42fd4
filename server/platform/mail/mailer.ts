import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { log } from '../log';
import { PRIVATE_DIR, PRIVATE_FILE } from '../private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries (a key: never logged; the outbox's file holds it). */
  link?: string;
}

/** The transport: sends one message now or throws. Callers queue mail instead (mail-queue.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Limits for one SMTP conversation, so a silent server fails an attempt instead of holding it for minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

/** SMTP when a URL is configured; otherwise each message becomes an .eml file in the outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log?: boolean }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(m) {
        await transport.sendMail({ from: options.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: options.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await fs.mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_DIR });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      // Written whole, then named .eml: a reader of the outbox never sees half a message. Its links are one-time keys: for this account only.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: PRIVATE_FILE });
      await fs.rename(`${file}.part`, file);
      if (options.log !== false) log.info({ area: 'mail', to: m.to, subject: m.subject, file }, 'Email salvata nella posta in uscita');
    },
  };
}
