import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from './config';
import { AppError } from './errors';

interface MailAddress {
  name: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for images shown inline (`<img src="cid:...">`). */
  cid?: string;
}

export interface MailMessage {
  /** Deterministic (`<lead-42-staff@domain>`): a resend is recognisably the same message. */
  messageId: string;
  to: string | MailAddress;
  replyTo?: string | MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
  /** A calendar invitation: sent as the `text/calendar; method=...` part calendars act on, and as `invite.ics`. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string; filename: string };
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /**
   * Delivers to the SMTP server, or writes `<outboxDir>/<message-id>.eml`. A refusal the
   * server calls permanent (5xx) throws `AppError('BAD_REQUEST')`: retrying cannot help;
   * anything else (4xx, connection trouble) throws a plain error: retry later.
   */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The domain of `MAIL_FROM`, used in Message-IDs. */
export function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom'>, options: { pool?: boolean } = {}): Mailer {
  const toMail = (m: MailMessage) => ({
    from: config.mailFrom,
    to: m.to,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.text,
    html: m.html,
    messageId: m.messageId,
    headers: m.headers,
    icalEvent: m.icalEvent,
    attachments: m.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, cid: a.cid })),
  });

  if (!config.smtpUrl) {
    const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      kind: 'outbox',
      async send(m) {
        const info = await writer.sendMail(toMail(m));
        await mkdir(config.outboxDir, { recursive: true });
        // Named by the Message-ID, so a repeated send replaces the file instead of adding one.
        const file = join(config.outboxDir, `${m.messageId.replace(/[^A-Za-z0-9.@-]+/g, '_')}.eml`);
        const tmp = `${file}.tmp`;
        await writeFile(tmp, info.message as Buffer);
        await rename(tmp, file);
      },
      close: () => writer.close(),
    };
  }

  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: options.pool ?? true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(m) {
      try {
        await transport.sendMail(toMail(m));
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (code && code >= 500 && code < 600) {
          throw new AppError('BAD_REQUEST', `Mail server refused the message permanently (${code}): ${(err as Error).message}`);
        }
        throw err;
      }
    },
    close: () => transport.close(),
  };
}
