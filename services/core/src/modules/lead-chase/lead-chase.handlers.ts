import type { Em, Orm } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { JobHandlersOf } from '../../platform/queue-contracts';
import { recordActivity } from '../activity';
import { Lead, leadExternalNames } from '../lead';
import { sendOnce, type EmailConfig } from '../email';
import { getOfficeHours, officeMinutesBetween } from '../office-hours';
import { chaseEmail, chaseEmailLead, chaseRecipients, chaseWording, type ChaseEmailTemplates } from './lead-chase-emails';
import { LeadChase, type ChaseKind } from './lead-chase.entity';
import type { leadChaseJobs } from './lead-chase.jobs';
import { sweepChases } from './lead-chase.service';

export interface LeadChaseDeps {
  orm: Orm;
  mailer: Mailer;
  config: EmailConfig;
  templates: ChaseEmailTemplates;
  log: Logger;
  /** The clock (tests inject one); default: the time now. */
  now?: () => Date;
  /** Tells the outbox relay the sweep wrote rows. */
  onOutboxWritten?: () => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a lead still needs this chase, looked at just before sending: it stops the moment someone answers. */
function stillOwed(kind: ChaseKind, s: Lead | null): boolean {
  if (!s || s.spam_at || s.erased_at) return false;
  return kind === 'followup' ? s.status === 'contacted' && s.outcome === 'open' : !s.first_response_at;
}

const cancel = (em: Em, ids: number[], at: Date) => em.nativeUpdate(LeadChase, { id: { $in: ids }, sent_at: null, cancelled_at: null }, { cancelled_at: at });

/** Stamps the chases sent and records each on its lead's Activity history, once (in one transaction). */
async function markSent(em: Em, chases: LeadChase[], recipients: string[], at: Date): Promise<void> {
  await em.fork().transactional(async (tx) => {
    for (const c of chases) {
      const stamped = await tx.nativeUpdate(LeadChase, { id: c.id, sent_at: null }, { sent_at: at, recipients });
      if (!stamped) continue;
      recordActivity(tx, {
        actor: null,
        action: `chase_${c.kind as ChaseKind}`,
        entity_type: leadExternalNames.entityType,
        entity_id: c.lead.id,
        label: c.lead.name,
        details: { kind: c.kind, recipients },
      });
    }
    await tx.flush();
  });
}

export function leadChaseJobHandlers(deps: LeadChaseDeps): JobHandlersOf<typeof leadChaseJobs> {
  const now = () => deps.now?.() ?? new Date();
  return {
    async 'lead-chase.sweep'() {
      const result = await sweepChases(deps.orm.em.fork(), now());
      if (result.written.length) {
        deps.log.info('chases due', { chases: result.written.map((c) => `${c.kind} lead ${c.lead_id}`) });
        deps.onOutboxWritten?.();
      }
      return { written: result.written.length, skipped: result.skipped };
    },

    async 'lead-chase.send'(ref) {
      const em = deps.orm.em.fork();
      const chase = await em.findOne(LeadChase, { id: ref.chase_id }, { populate: ['lead'] });
      if (!chase || chase.lead.uid !== ref.submission_uid) {
        deps.log.warn('chase job names a chase this database does not have; skipped', { ...ref });
        return;
      }
      if (chase.sent_at || chase.cancelled_at) return;
      const s = chase.lead;
      const kind = chase.kind as ChaseKind;
      if (!stillOwed(kind, s)) {
        await cancel(em, [chase.id], now());
        return;
      }
      const office = await getOfficeHours(em);
      const minutes = officeMinutesBetween(s.created_at, now(), office);
      const days = s.first_response_at ? Math.floor((now().getTime() - s.first_response_at.getTime()) / DAY_MS) : 0;
      const waiting = kind === 'followup' ? `contacted ${days} days ago` : `waiting ${minutes} office minutes`;
      const leads = [chaseEmailLead(s, waiting)];
      const view = { kind, ...chaseWording(kind, leads, minutes, days), leads };
      const recipients = await chaseRecipients(em, kind, s, deps.config.staffEmail);
      for (const to of recipients) {
        await sendOnce(
          em,
          deps.mailer,
          `chase.${chase.id}.${kind}.${to.toLowerCase()}`.slice(0, 200),
          () => chaseEmail(deps.config, deps.templates, `${kind}-${s.id}.${s.uid}`, to, view),
          deps.log,
        );
      }
      await markSent(em, [chase], recipients, now());
      deps.log.info('lead chased', { submission_id: s.id, kind });
    },

    async 'lead-chase.digest'({ date }) {
      const em = deps.orm.em.fork();
      const pending = await em.find(
        LeadChase,
        { kind: 'digest', batch: date, sent_at: null, cancelled_at: null },
        { populate: ['lead'], orderBy: { id: 'asc' } },
      );
      const answered = pending.filter((c) => !stillOwed('digest', c.lead));
      if (answered.length)
        await cancel(
          em,
          answered.map((c) => c.id),
          now(),
        );
      const owed = pending.filter((c) => stillOwed('digest', c.lead));
      if (!owed.length) return;
      const office = await getOfficeHours(em);
      const leads = owed.map((c) => chaseEmailLead(c.lead, `waiting ${officeMinutesBetween(c.lead.created_at, now(), office)} office minutes`));
      const view = { kind: 'digest' as const, ...chaseWording('digest', leads, 0, 0), leads };
      const recipients = await chaseRecipients(em, 'digest', null, deps.config.staffEmail);
      // Keyed by its first chase: leads added to the same date after it went out get a digest of their own.
      const first = owed[0]!;
      for (const to of recipients) {
        await sendOnce(
          em,
          deps.mailer,
          `chase.digest.${date}.${first.id}.${to.toLowerCase()}`.slice(0, 200),
          () => chaseEmail(deps.config, deps.templates, `digest-${date}-${first.id}.${first.lead.uid}`, to, view),
          deps.log,
        );
      }
      await markSent(em, owed, recipients, now());
      deps.log.info('digest of the leads that came while the office was closed', { date, leads: owed.length });
    },
  };
}
