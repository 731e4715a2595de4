import { pruneContentOriginals } from '@northrock/core/content-image';
import { pruneUploads } from '@northrock/core/photo';
import { pruneRelayedOutbox } from '@northrock/core/outbox';
import type { EmailConfig } from '@northrock/core/email';
import { sendHeldBackDigest } from '@northrock/core/lead-pipeline';
import type { Logger, Mailer, Orm, ObjectStore, RetentionPolicy } from '@northrock/core/platform';
import { applyRetention } from '@northrock/core/privacy';
import type { JobHandlers } from '@northrock/core/registry';
import { pruneWebVitals } from '@northrock/core/web-vitals';

/** How often the worker sweeps (one schedule however many workers ask). */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/**
 * `housekeeping.sweep`, the worker's own upkeep: lead photos no submission claimed within 24
 * hours (and originals a crashed gateway stored without a row), content-image originals a
 * gateway left behind mid-wait, outbox rows relayed more than a week ago, real-user vitals
 * older than 90 days, and the retention
 * policy (resolved leads anonymised, old held-back spam deleted: docs/security.md, "Retention"),
 * and the admins' daily list of leads held back as spam while any exist (once per office date).
 * Each step is idempotent; a failed step is retried with the whole sweep.
 */
export function housekeepingHandlers(deps: {
  orm: Orm;
  storage: ObjectStore;
  log: Logger;
  retention: RetentionPolicy;
  mailer: Mailer;
  config: EmailConfig;
}): Pick<JobHandlers, 'housekeeping.sweep'> {
  return {
    async 'housekeeping.sweep'() {
      const em = deps.orm.em.fork();
      const uploads = await pruneUploads(em, deps.storage);
      if (uploads.removed) deps.log.info('pruned unclaimed uploads', { removed: uploads.removed });
      const originals = await pruneContentOriginals(deps.storage);
      if (originals.removed) deps.log.info('pruned abandoned content image originals', { removed: originals.removed });
      const outbox = await pruneRelayedOutbox(em);
      const vitals = await pruneWebVitals(em);
      const retained = await applyRetention(deps.orm.em.fork(), deps.storage, deps.retention);
      if (retained.anonymised || retained.spamDeleted) deps.log.info('retention applied', { ...retained });
      const digest = await sendHeldBackDigest(deps.orm.em.fork(), deps);
      return { uploads: uploads.removed, originals: originals.removed, outbox, web_vitals: vitals, ...retained, held_back_digest: digest.sent };
    },
  };
}
