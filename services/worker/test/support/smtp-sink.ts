import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** SMTP_URL of this server. */
  url: string;
  /** Every message the server accepted, parsed. */
  messages: ParsedMail[];
  /** How many deliveries were refused (see `refuse`). */
  refusals: number;
  /** Set to answer `451` (try again later) to every message while true. */
  refuse: boolean;
  /** Called with each accepted message as it arrives (the benchmark times arrivals). */
  onMessage?: (mail: ParsedMail) => void;
  /** Recipients answered `550` (permanent: no such mailbox). */
  rejected: Set<string>;
  /** Resolves once `count` accepted messages match, or rejects after `timeoutMs`. */
  waitFor(match: (m: ParsedMail) => boolean, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it accepts (smtp-server + mailparser). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    messages: [],
    refusals: 0,
    refuse: false,
    rejected: new Set(),
    async waitFor(match, count = 1, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = sink.messages.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > until) {
          throw new Error(`timed out waiting for ${count} message(s); got ${sink.messages.map((m) => m.subject).join(' | ') || 'none'}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (sink.rejected.has(address.address)) {
        const err = new Error('No such mailbox') as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      if (sink.refuse) {
        sink.refusals += 1;
        const err = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        err.responseCode = 451;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          sink.messages.push(mail);
          sink.onMessage?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  sink.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
