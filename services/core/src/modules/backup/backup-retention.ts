import type { BackupSettingsInput } from './backup.schemas';
import { periodsOf } from './backup-schedule';

export interface KeptSet {
  id: string;
  created_at: Date;
}

/**
 * Which good sets retention keeps (the rule of restic's `forget --keep-daily/weekly/monthly`):
 * going from the newest, the newest set of each of the last `keep_daily` office days that have
 * one, of each of the last `keep_weekly` weeks and of the last `keep_monthly` months. The
 * newest set is always kept, whatever the counts.
 */
export function setsToKeep(sets: KeptSet[], policy: Pick<BackupSettingsInput, 'keep_daily' | 'keep_weekly' | 'keep_monthly'>, timeZone: string): Set<string> {
  const newestFirst = [...sets].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id.localeCompare(a.id));
  const keep = new Set<string>(newestFirst.slice(0, 1).map((s) => s.id));
  const buckets = [
    { period: 'day', count: policy.keep_daily },
    { period: 'week', count: policy.keep_weekly },
    { period: 'month', count: policy.keep_monthly },
  ] as const;
  for (const { period, count } of buckets) {
    const seen = new Set<string>();
    for (const set of newestFirst) {
      if (seen.size >= count) break;
      const bucket = periodsOf(set.created_at, timeZone)[period];
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      keep.add(set.id);
    }
  }
  return keep;
}
