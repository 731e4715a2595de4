import type { Orm } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { JobHandlersOf } from '../../platform/queue-contracts';
import { recordActivity } from '../activity';
import { accountAddresses } from '../admin';
import { sendOnce, type EmailConfig } from '../email';
import { Review, ReviewRequest } from './review.entity';
import { lowRatingEmail, reviewRequestEmail, type ReviewEmailTemplates } from './review-emails';
import type { ReviewLinks } from './review-links';
import type { reviewJobs } from './review.jobs';
import { cancelRequestRow, requestWithLead, sweepReviewRequests } from './review-request.service';
import { getReviewSettings, senderIdentity } from './review-settings.service';
import { isUnsubscribed, reviewPagePath, unsubscribeHeaders } from './unsubscribe.service';

export interface ReviewDeps {
  orm: Orm;
  mailer: Mailer;
  config: EmailConfig;
  templates: ReviewEmailTemplates;
  links: ReviewLinks;
  log: Logger;
  /** The clock (tests inject one); default: the time now. */
  now?: () => Date;
  /** Tells the outbox relay the sweep wrote rows. */
  onOutboxWritten?: () => void;
}

export function reviewJobHandlers(deps: ReviewDeps): JobHandlersOf<typeof reviewJobs> {
  const now = () => deps.now?.() ?? new Date();
  return {
    async 'review.sweep'() {
      const result = await sweepReviewRequests(deps.orm.em.fork(), now());
      if (result.queued || result.reminders) {
        deps.log.info('review requests due', { requests: result.queued, reminders: result.reminders });
        deps.onOutboxWritten?.();
      }
      return result;
    },

    async 'review.send-request'({ request_id, request_uid, kind }) {
      const em = deps.orm.em.fork();
      const request = await requestWithLead(em, request_id, request_uid);
      if (!request) {
        deps.log.warn('review job names a request this database does not have; skipped', { request_id, request_uid });
        return;
      }
      if (request.cancelled_at || (kind === 'request' ? request.sent_at : request.reminder_sent_at)) return;
      const lead = request.lead;
      const at = now();
      if (lead.erased_at || !lead.email) return cancelRequestRow(em, request.id, 'erased', at);
      if (lead.outcome !== 'won') return cancelRequestRow(em, request.id, 'not_won', at);
      if (kind === 'reminder' && request.answered_at) return;
      if (await isUnsubscribed(em, lead.email)) {
        await cancelRequestRow(em, request.id, 'unsubscribed', at);
        deps.log.info('review request not sent: the address unsubscribed', { submission_id: lead.id });
        return;
      }
      const [sender, settings] = await Promise.all([senderIdentity(em), getReviewSettings(em)]);
      const unsubscribe = unsubscribeHeaders(deps.config.publicUrl, deps.links, lead.email, request.language);
      // The link's clock starts when the first e-mail goes (a reminder's link is the same one).
      const issued = request.sent_at ?? at;
      const formUrl = `${deps.config.publicUrl}${reviewPagePath(request.language)}?token=${deps.links.reviewToken(request.uid, issued)}`;
      await sendOnce(
        em,
        deps.mailer,
        `review.${request.uid}.${kind}`,
        () =>
          reviewRequestEmail(
            deps.config,
            deps.templates,
            request,
            kind,
            { name: lead.name, address: lead.email },
            {
              ...sender,
              formUrl,
              googleUrl: settings.google_review_url,
              unsubscribeUrl: unsubscribe.pageUrl,
              headers: unsubscribe.headers,
            },
          ),
        deps.log,
      );
      await em.fork().transactional(async (tx) => {
        const stamped = await tx.nativeUpdate(
          ReviewRequest,
          kind === 'request' ? { id: request.id, sent_at: null } : { id: request.id, reminder_sent_at: null },
          kind === 'request' ? { sent_at: issued } : { reminder_sent_at: at },
        );
        if (stamped) {
          recordActivity(tx, { actor: null, action: `review_${kind}_sent`, entity_type: 'ContactSubmission', entity_id: lead.id, label: lead.name });
          await tx.flush();
        }
      });
    },

    async 'review.low-rating'({ review_id, request_uid, submitted_at }) {
      const em = deps.orm.em.fork();
      const review = await em.findOne(Review, { id: review_id }, { populate: ['lead', 'request'] });
      if (!review || review.request.uid !== request_uid) return;
      const owner = review.lead.owner_id ? await accountAddresses(em, { id: review.lead.owner_id }) : [];
      const admins = await accountAddresses(em, 'admins');
      const recipients = [...new Set([...owner, ...admins])];
      if (!recipients.length) recipients.push(deps.config.staffEmail);
      for (const to of recipients) {
        await sendOnce(
          em,
          deps.mailer,
          `review-alert.${review.id}.${submitted_at}.${to.toLowerCase()}`.slice(0, 200),
          () =>
            lowRatingEmail(deps.config, deps.templates, `${review.id}-${submitted_at}-${recipients.indexOf(to)}`, to, {
              rating: review.rating,
              displayName: review.display_name,
              text: review.text,
              leadName: review.lead.name,
            }),
          deps.log,
        );
      }
    },
  };
}
