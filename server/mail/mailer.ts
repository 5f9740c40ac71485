import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';

/** One outgoing message. Text is required; HTML is optional and must already be safe. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
}

/** Where a message went: the SMTP server (with its message id) or the local outbox (with the file). */
export type MailDelivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

export interface Mailer {
  /** True when messages are written to the local outbox because no SMTP server is configured. */
  readonly usesOutbox: boolean;
  send(message: MailMessage): Promise<MailDelivery>;
}

/**
 * The one mail transport of the server (report notices, notifications to users): nodemailer over SMTP
 * when `SMTP_URL` is set, else each message rendered to an .eml file in the outbox folder, so a
 * deployment without mail still keeps every message and the console can say where they are.
 * `now` names the outbox files (a test stops it).
 */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>, now: () => Date = () => new Date()): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      usesOutbox: false,
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        return { via: 'smtp', messageId: String(info.messageId) };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sent = 0;
  return {
    usesOutbox: true,
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(config.outboxDir, { recursive: true });
      // Time, then this mailer's count, so a folder listing reads in sending order even for messages sent within
      // the same millisecond; the random part keeps names unique across processes.
      sent += 1;
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sent).padStart(9, '0')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.outboxDir, name);
      await fs.writeFile(file, info.message as Buffer);
      return { via: 'outbox', file };
    },
  };
}
