import type { BackupLocation } from '../../platform/backup-location';
import type { BackupSettingsInput } from './backup.schemas';
import { ERASURES_PREFIX, readErasureLog } from './backup-erasures';
import { blobKey, manifestKey, SETS_PREFIX, setIdOfKey, type Manifest } from './backup-manifest';
import { setsToKeep } from './backup-retention';
import { readManifest } from './backup-verify';

/** The sets in a location, oldest first: complete ones (their manifest written) and the keys of each. */
export async function listSets(location: BackupLocation): Promise<{ complete: string[]; keys: Map<string, string[]> }> {
  const keys = new Map<string, string[]>();
  for await (const listed of location.list(SETS_PREFIX)) {
    const id = setIdOfKey(listed.key);
    if (id) keys.set(id, [...(keys.get(id) ?? []), listed.key]);
  }
  const complete = [...keys.entries()].filter(([id, k]) => k.includes(manifestKey(id))).map(([id]) => id);
  return { complete: complete.sort(), keys };
}

/** The newest complete set's id; throws when the location holds none. */
export async function newestSet(location: BackupLocation): Promise<string> {
  const newest = (await listSets(location)).complete.at(-1);
  if (!newest) throw new Error(`${location.where} holds no complete backup set`);
  return newest;
}

export interface PruneResult {
  kept: string[];
  removedSets: string[];
  removedBlobs: number;
}

/**
 * Retention in the location (run while no backup writes: under the backup lock): the sets the
 * rule keeps stay; other sets, unfinished ones and blobs no kept set names are removed; so are
 * erasure log entries older than every kept set (each kept set already holds them erased).
 */
export async function pruneLocation(
  location: BackupLocation,
  policy: Pick<BackupSettingsInput, 'keep_daily' | 'keep_weekly' | 'keep_monthly'>,
  timeZone: string,
): Promise<PruneResult> {
  const { complete, keys } = await listSets(location);
  const manifests = new Map<string, Manifest>();
  for (const id of complete) {
    // A damaged manifest makes an unusable set: it goes with the unfinished ones.
    const manifest = await readManifest(location, id).catch(() => undefined);
    if (manifest) manifests.set(id, manifest);
  }
  const kept = setsToKeep(
    [...manifests.values()].map((m) => ({ id: m.id, created_at: new Date(m.created_at) })),
    policy,
    timeZone,
  );
  const removedSets = [...keys.keys()].filter((id) => !kept.has(id));
  for (const id of removedSets) await location.remove(keys.get(id)!);

  const referenced = new Set<string>();
  for (const id of kept) for (const o of manifests.get(id)!.objects) referenced.add(blobKey(o.sha256));
  const unreferenced: string[] = [];
  for await (const listed of location.list('blobs')) if (!referenced.has(listed.key)) unreferenced.push(listed.key);
  for (let i = 0; i < unreferenced.length; i += 500) await location.remove(unreferenced.slice(i, i + 500));

  const oldestKept = [...kept].map((id) => manifests.get(id)!.created_at).sort()[0];
  if (oldestKept) {
    // A day's margin: an erasure's time is taken before its transaction commits.
    const before = new Date(new Date(oldestKept).getTime() - 24 * 60 * 60_000).toISOString();
    const { objects } = await readErasureLog(location);
    const old = objects.filter((o) => o.newest && o.newest < before).map((o) => o.key);
    if (old.length) await location.remove(old.filter((k) => k.startsWith(`${ERASURES_PREFIX}/`)));
  }
  return { kept: [...kept].sort(), removedSets, removedBlobs: unreferenced.length };
}
