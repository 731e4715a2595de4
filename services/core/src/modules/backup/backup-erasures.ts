import { createHash } from 'node:crypto';
import type { BackupLocation } from '../../platform/backup-location';
import type { Em } from '../../platform/db';
import { Lead } from '../lead';
import { AppMeta } from '../meta';

/**
 * The erasure log: which homeowners were erased (their lead's id and UUID and when: no personal
 * data), kept in the backup location beside the sets, so a restore of a set taken before an
 * erasure erases them again. S3 has no append: each sweep that finds erasures writes one object.
 */
export const ERASURES_PREFIX = 'erasures';
const WATERMARK_KEY = 'backup.erasures_logged_until';
/**
 * Erasures are looked for this far behind the newest one logged: an erasure's time is taken
 * before its transaction commits, so one may appear after a later one was seen. Writing one
 * again is harmless (same entries, same key).
 */
const LAG_MS = 10 * 60_000;

interface ErasureEntry {
  lead_id: number;
  lead_uid: string;
  erased_at: string;
}

/** Appends the erasures since the last call to the log; answers how many it wrote. */
export async function logErasures(em: Em, location: BackupLocation, now = new Date()): Promise<number> {
  const mark = await em.findOne(AppMeta, { key: WATERMARK_KEY });
  const since = typeof mark?.value === 'string' ? new Date(mark.value) : new Date(0);
  const erased = await em.find(
    Lead,
    { erased_at: { $gt: since } },
    { fields: ['id', 'uid', 'erased_at'], orderBy: { erased_at: 'asc', id: 'asc' }, limit: 5_000 },
  );
  if (!erased.length) return 0;
  const entries: ErasureEntry[] = erased.map((l) => ({ lead_id: l.id, lead_uid: l.uid, erased_at: l.erased_at!.toISOString() }));
  const body = `${entries.map((e) => JSON.stringify(e)).join('\n')}\n`;
  const newest = entries.at(-1)!.erased_at;
  const key = `${ERASURES_PREFIX}/${newest.replace(/[-:.]/g, '')}-${createHash('sha256').update(body).digest('hex').slice(0, 16)}.jsonl`;
  await location.init();
  await location.put(key, Buffer.from(body), 'application/x-ndjson');
  const next = new Date(Math.min(new Date(newest).getTime(), now.getTime() - LAG_MS));
  if (next > since) await em.upsert(AppMeta, { key: WATERMARK_KEY, value: next.toISOString(), updated_at: now });
  return entries.length;
}

/** Every erasure the log holds (by lead UUID), and the log's objects with their newest entry. */
export async function readErasureLog(location: BackupLocation): Promise<{ uids: Set<string>; objects: { key: string; newest: string }[] }> {
  const uids = new Set<string>();
  const objects: { key: string; newest: string }[] = [];
  for await (const listed of location.list(ERASURES_PREFIX)) {
    let newest = '';
    for (const line of (await location.getBuffer(listed.key)).toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      const entry = JSON.parse(line) as ErasureEntry;
      if (typeof entry.lead_uid === 'string') uids.add(entry.lead_uid);
      if (entry.erased_at > newest) newest = entry.erased_at;
    }
    objects.push({ key: listed.key, newest });
  }
  return { uids, objects };
}
