import type { Orm, Em } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { JobHandlersOf } from '../../platform/queue-contracts';
import type { JobFailure } from '../../platform/queue-workers';
import { expectedJob, type ReconcileSource } from '../outbox';
import { sendOnce, type EmailConfig } from '../email';
import { getSiteSettings } from '../site-settings';
import { LeadReply } from './lead-reply.entity';
import { replyEmail, replyEmailKey, type ReplyEmailTemplates } from './lead-reply.email';
import { replyJobPayload, replyOutboxRef, sendReplyJob, type leadReplyJobs } from './lead-reply.jobs';

export interface LeadReplyDeps {
  orm: Orm;
  mailer: Mailer;
  config: EmailConfig;
  templates: ReplyEmailTemplates;
  log: Logger;
}

const ERASED = "Not sent: the homeowner's personal data was erased before the reply went out";

export function leadReplyJobHandlers(deps: LeadReplyDeps): JobHandlersOf<typeof leadReplyJobs> {
  return {
    async 'lead.send-reply'(ref) {
      const em = deps.orm.em.fork();
      const reply = await em.findOne(LeadReply, { id: ref.reply_id }, { populate: ['lead'] });
      if (!reply || reply.uid !== ref.reply_uid) {
        deps.log.warn('job names a reply this database does not have; skipped', { ...ref });
        return;
      }
      if (reply.status === 'sent') return;
      const lead = reply.lead;
      if (lead.erased_at) {
        await em.nativeUpdate(LeadReply, { id: reply.id, status: { $ne: 'sent' } }, { status: 'failed', error: ERASED });
        return;
      }
      const settings = await getSiteSettings(em);
      const sent = await sendOnce(em, deps.mailer, replyEmailKey(lead, reply), () => replyEmail(deps.config, lead, reply, settings, deps.templates), deps.log);
      if (sent) deps.log.info('reply sent to homeowner', { submission_id: lead.id, reply_id: reply.id });
      await em.nativeUpdate(LeadReply, { id: reply.id, status: { $ne: 'sent' } }, { status: 'sent', sent_at: new Date(), error: null });
    },
  };
}

/** Shows a reply job's failure on the reply: its error while retried, `failed` once it gave up. */
export async function recordReplyFailure(em: Em, failure: JobFailure): Promise<void> {
  if (failure.name !== 'lead.send-reply') return;
  const payload = failure.payload as { reply_id?: unknown; reply_uid?: unknown } | undefined;
  if (typeof payload?.reply_id !== 'number' || typeof payload.reply_uid !== 'string') return;
  await em.nativeUpdate(
    LeadReply,
    { id: payload.reply_id, uid: payload.reply_uid, status: { $ne: 'sent' } },
    { error: failure.error.message.slice(0, 1000), ...(failure.final ? { status: 'failed' } : {}) },
  );
}

/** The reconciler looks at replies still queued this long after they were written... */
const RECONCILE_AFTER_MS = 2 * 60_000;
/** ... and no further back than this. */
const RECONCILE_HORIZON_MS = 7 * 24 * 60 * 60_000;

/** The reconciler's view of replies: every reply still queued (its job lost with Redis is written again). */
export function replyReconcileSource(options: { olderThanMs?: number } = {}): ReconcileSource {
  return async (em) => {
    const now = Date.now();
    const queued = await em.find(LeadReply, {
      status: 'queued',
      created_at: { $lt: new Date(now - (options.olderThanMs ?? RECONCILE_AFTER_MS)), $gt: new Date(now - RECONCILE_HORIZON_MS) },
    });
    return queued.map((r) => expectedJob(replyOutboxRef(r.id), sendReplyJob, replyJobPayload(r)));
  };
}
