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
  /** Set to answer `refuseCode` (try again later) to every message while true. */
  refuse: boolean;
  /** The temporary refusal's code (default 451; 421 is "service not available"). */
  refuseCode: number;
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
    refuseCode: 451,
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
        err.responseCode = sink.refuseCode;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      // Accepted as soon as the bytes are in (as a real server answers once it stored them),
      // then parsed: a slow parse would widen the window in which a crashing client has sent a
      // message but not yet heard that it was accepted.
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        callback();
        void simpleParser(raw, { keepCidLinks: true }).then((mail) => {
          sink.messages.push(mail);
          sink.onMessage?.(mail);
        });
      });
    },
  });
  // A client's connection cut mid-session (a worker SIGKILLed while it sends, as the crash tests
  // do) is an `error` event on the server: a real SMTP server notes it and carries on, and so
  // does this one (unlistened, it would be an uncaught ECONNRESET in the test process).
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  sink.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
