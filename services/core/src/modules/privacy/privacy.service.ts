import { AppError, type Em, type ObjectStore, type RetentionPolicy } from '../../platform';
import { recordActivity } from '../activity';
import { cancelFutureVisits } from '../booking';
import { Lead, leadExternalNames } from '../lead';
import { LeadNote } from '../lead-desk';
import { LeadReply } from '../lead-reply';
import { mediaKeys, originalKeyOf, Upload } from '../photo';
import { eraseLeadReviews } from '../review';

/** Who erased a lead (the signed-in admin). */
type Actor = { id: number; username: string };

/**
 * Personal data kept no longer than needed (PIPEDA principle 4.5; docs/security.md, "Retention"):
 * erasing one homeowner's data on request, and the retention sweep the worker runs every hour.
 * An erased lead keeps its row, status, dates, city and source, so the dashboard's counts and
 * charts stay true; nothing that names or reaches the person is left.
 */

/** What an erased lead shows where its name was. */
export const ERASED_NAME = 'Erased';

/** A lead whose e-mails are still on their way this recently cannot be erased yet (they would go out half-empty). */
const IN_FLIGHT_MS = 10 * 60_000;

const MONTH_MS = 30.44 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Storage keys of every photo of these leads: originals and their variants. */
async function photoKeys(em: Em, leadIds: number[]): Promise<{ uploadIds: string[]; keys: string[] }> {
  const uploads = await em.find(Upload, { lead: { $in: leadIds } });
  return {
    uploadIds: uploads.map((u) => u.id),
    keys: uploads.flatMap((u) => [...originalKeyOf(u), mediaKeys.large(u), mediaKeys.thumb(u)]),
  };
}

/**
 * Empties the personal fields of these leads, deletes their notes and photos (rows and stored
 * objects), cancels their visits still ahead, blanks the addresses their e-mails went to, and strips their names and changes from
 * the activity history. Native statements: the activity recorder never sees the old values.
 */
async function scrub(em: Em, storage: ObjectStore, leadIds: number[], now: Date): Promise<void> {
  if (!leadIds.length) return;
  const photos = await photoKeys(em, leadIds);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(
      Lead,
      { id: { $in: leadIds } },
      {
        name: ERASED_NAME,
        email: '',
        phone: '',
        address: '',
        subject: '',
        message: '',
        photo_urls: [],
        photo_variants: null,
        delivery_errors: null,
        landing_page: null,
        form_page: null,
      },
    );
    // When it was first erased stays: erasing again only removes what got there since.
    await tx.nativeUpdate(Lead, { id: { $in: leadIds }, erased_at: null }, { erased_at: now });
    await tx.nativeDelete(LeadNote, { lead: { $in: leadIds } });
    // What the office wrote to the homeowner names them too; a reply still queued then never goes.
    await tx.nativeDelete(LeadReply, { lead: { $in: leadIds } });
    if (photos.uploadIds.length) await tx.nativeDelete(Upload, { id: { $in: photos.uploadIds } });
    // Their visits still ahead are cancelled: the estimator is told, the homeowner (erased) is not.
    await cancelFutureVisits(tx, leadIds, now);
    // Their reviews go, their testimonials leave the site, requests still due never go.
    await eraseLeadReviews(tx, leadIds, now);
    // Row ids as one comma-separated parameter (numbers only).
    const ids = leadIds.join(',');
    await tx.execute(
      `update sent_emails set recipient = '' where split_part(key, '.', 1) = 'lead' and split_part(key, '.', 2) = any(string_to_array(?, ','))`,
      [ids],
    );
    await tx.execute(
      `update activity_log set label = '', changes = null, snapshot = null where entity_type = '${leadExternalNames.entityType}' and entity_id = any(string_to_array(?, ','))`,
      [ids],
    );
  });
  // After the commit: an object left by a failed removal is unreachable (no row names it) and
  // the hourly sweep of unrecorded originals removes it.
  await storage.remove(photos.keys);
}

/**
 * "Erase this homeowner's data" (a request under the law), by an admin, recorded once in the
 * activity history. Erasing an erased lead again scrubs it again: it removes anything written to
 * it since (before writes to an erased lead were refused, a note could be added).
 */
export async function eraseLead(em: Em, storage: ObjectStore, id: number, actor: Actor, now = new Date()): Promise<Lead> {
  const lead = await em.findOne(Lead, { id });
  if (!lead) throw AppError.notFound('Contact submission');
  const first = !lead.erased_at;
  if (first) {
    const owed = lead.pipeline_started_at && (!lead.staff_notified_at || !lead.homeowner_confirmed_at);
    if (owed && now.getTime() - lead.pipeline_started_at!.getTime() < IN_FLIGHT_MS) {
      throw new AppError('CONFLICT', "This lead's e-mails are still being sent: erase it in a few minutes");
    }
  }
  await scrub(em, storage, [id], now);
  if (first) {
    recordActivity(em, { actor, action: 'lead_erased', entity_type: leadExternalNames.entityType, entity_id: id, details: { reason: 'request' } });
    await em.flush();
  }
  await em.refresh(lead);
  return lead;
}

export interface RetentionResult {
  /** Resolved leads anonymised. */
  anonymised: number;
  /** Leads held back as spam, deleted. */
  spamDeleted: number;
}

/**
 * The retention sweep (hourly, by the worker): leads resolved more than `resolvedMonths` ago are
 * anonymised like an erasure; leads held back as spam more than `spamDays` ago are deleted with
 * their photos. Each run that changed anything is one entry in the activity history.
 */
export async function applyRetention(em: Em, storage: ObjectStore, policy: RetentionPolicy, now = new Date()): Promise<RetentionResult> {
  const result: RetentionResult = { anonymised: 0, spamDeleted: 0 };
  if (policy.resolvedMonths > 0) {
    const cutoff = new Date(now.getTime() - policy.resolvedMonths * MONTH_MS);
    for (;;) {
      const due = await em.find(Lead, { status: 'resolved', resolved_at: { $lt: cutoff }, erased_at: null }, { fields: ['id'], limit: 500 });
      await scrub(
        em,
        storage,
        due.map((l) => l.id),
        now,
      );
      result.anonymised += due.length;
      if (due.length < 500) break;
    }
  }
  if (policy.spamDays > 0) {
    const cutoff = new Date(now.getTime() - policy.spamDays * DAY_MS);
    for (;;) {
      const due = await em.find(Lead, { spam_at: { $lt: cutoff }, spam_reason: { $ne: null } }, { fields: ['id'], limit: 500 });
      if (!due.length) break;
      const ids = due.map((l) => l.id);
      const photos = await photoKeys(em, ids);
      await em.transactional(async (tx) => {
        await tx.nativeDelete(Upload, { lead: { $in: ids } });
        await tx.nativeDelete(LeadNote, { lead: { $in: ids } });
        await tx.nativeDelete(Lead, { id: { $in: ids } });
      });
      await storage.remove(photos.keys);
      result.spamDeleted += ids.length;
      if (due.length < 500) break;
    }
  }
  if (result.anonymised || result.spamDeleted) {
    recordActivity(em, { actor: null, action: 'retention', entity_type: leadExternalNames.entityType, details: { ...result } });
    await em.flush();
  }
  return result;
}

/**
 * Erases again the leads of a restored backup that were erased after it was taken (the backup
 * module's erasure log), as an erasure does; one entry in the activity history.
 */
export async function eraseAgainAfterRestore(em: Em, storage: ObjectStore, leadUids: string[], now = new Date()): Promise<number> {
  if (!leadUids.length) return 0;
  const due = await em.find(Lead, { uid: { $in: leadUids }, erased_at: null }, { fields: ['id'] });
  const ids = due.map((l) => l.id);
  if (!ids.length) return 0;
  await scrub(em, storage, ids, now);
  recordActivity(em, { actor: null, action: 'erasures_reapplied', entity_type: leadExternalNames.entityType, details: { leads: ids.length } });
  await em.flush();
  return ids.length;
}
