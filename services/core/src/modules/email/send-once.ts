import { LockMode } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { Mailer, MailMessage } from '../../platform/mail';
import { SentEmail } from './sent-email.entity';

/** How long a worker keeps trying to record an e-mail the mail server accepted while PostgreSQL is away. */
const RECORD_SENT_FOR_MS = 120_000;

/**
 * Records that the mail server accepted `key`, when the transaction that sent it could not
 * commit (PostgreSQL restarting, a connection cut). The worker is the only one that knows the
 * mail went out: it keeps trying for `RECORD_SENT_FOR_MS` rather than let the retry send again.
 */
async function recordSent(em: Em, key: string, log?: Logger): Promise<void> {
  const until = Date.now() + RECORD_SENT_FOR_MS;
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      await em.fork().nativeUpdate(SentEmail, { key }, { state: 'sent', sent_at: new Date(), last_error: null });
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      log?.warn('e-mail accepted by the mail server but not yet recorded; retrying', { key, error: (err as Error).message });
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** Writes `key`'s ledger row (`pending`) unless it exists. */
async function insertPending(em: Em, key: string, recipient: string, messageId: string): Promise<void> {
  await em
    .createQueryBuilder(SentEmail)
    .insert({ key, message_id: messageId, recipient, state: 'pending', attempts: 0, last_error: null, created_at: new Date(), sent_at: null })
    .onConflict('key')
    .ignore()
    .execute();
}

const recipientOf = (message: MailMessage) => (typeof message.to === 'string' ? message.to : message.to.address);

/**
 * Sends `message` unless a row says it was sent already. The row is inserted first (`pending`)
 * and locked while sending, so two runs of one job never both send; its `sent` state commits
 * the moment the server accepts (and, should that commit fail, `recordSent` writes it). A failed
 * send leaves it `pending` with the error. A crash between the server's acceptance and that
 * record is the one case that resends, with the same Message-ID (docs/pipeline.md, "Exactly one email").
 */
export async function sendOnce(em: Em, mailer: Mailer, key: string, build: () => Promise<MailMessage>, log?: Logger): Promise<boolean> {
  const done = await em.findOne(SentEmail, { key });
  if (done?.state === 'sent') return false;
  const message = await build();
  await insertPending(em, key, recipientOf(message), message.messageId);
  let accepted = false;
  try {
    return await em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(SentEmail, { key }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (row.state === 'sent') return false;
      // Written before sending, committed right after the server accepts: between the two
      // there is only the COMMIT (a refused send rolls it back).
      row.state = 'sent';
      row.sent_at = new Date();
      row.attempts += 1;
      row.last_error = null;
      await tx.flush();
      await mailer.send(message);
      accepted = true;
      return true;
    });
  } catch (err) {
    if (accepted) {
      await recordSent(em, key, log);
      return true;
    }
    await em
      .execute(`update sent_emails set attempts = attempts + 1, last_error = ? where key = ? and state = 'pending'`, [
        (err as Error).message.slice(0, 1000),
        key,
      ])
      .catch(() => undefined);
    throw err;
  }
}

/** A bound on one family of messages to one address (the homeowner confirmations: 3 a day). */
export interface SendCap {
  /** The family's name: the lock taken per address while a place is claimed. */
  name: string;
  /** The family's ledger keys, as a SQL `like` pattern (`lead.%.homeowner`). */
  family: string;
  /** At most this many of the family to one address... */
  max: number;
  /** ... within this window. */
  windowMs: number;
}

/**
 * Claims message `key` to `recipient` within `cap` by writing its ledger row, under a lock on
 * the address and family so parallel jobs cannot both take the last place. True when this message
 * may go (also when its row exists already: a retry of the same message); then `sendOnce` sends it.
 */
export async function reserveWithinCap(em: Em, key: string, recipient: string, messageId: string, cap: SendCap): Promise<boolean> {
  return em.transactional(async (tx) => {
    const address = recipient.trim().toLowerCase();
    // In the transaction's own connection (`tx.execute`): the lock lasts until it commits.
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`${cap.name}:${address}`]);
    if (await tx.count(SentEmail, { key })) return true;
    const since = new Date(Date.now() - cap.windowMs);
    const [row] = await tx.execute<{ n: string }[]>('select count(*) as n from sent_emails where lower(recipient) = ? and key like ? and created_at > ?', [
      address,
      cap.family,
      since,
    ]);
    if (Number(row?.n ?? 0) >= cap.max) return false;
    await insertPending(tx, key, recipient, messageId);
    return true;
  });
}
