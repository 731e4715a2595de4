import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { publicTables, quoteIdent, sequenceColumns, type DumpedSequence } from './pg-dump';

/**
 * Loading a logical dump (pg-dump.ts) into a database whose schema the migrations made, and
 * the marker that says a restore into it has not finished (docs/decisions/016-backups.md).
 */

/** Written before anything else of a restore and dropped last: its presence means "not usable". */
export const RESTORE_MARKER_TABLE = 'northrock_unfinished_restore';

type Run = (sql: string) => Promise<Record<string, unknown>[]>;

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One query on a connection of its own. */
export function queryRows(databaseUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  return withClient(databaseUrl, async (client) => (await client.query(sql)).rows as Record<string, unknown>[]);
}

/** The tables of schema `public` (none: an empty database a restore may fill). */
export function tablesOf(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, publicTables);
}

/**
 * The sentence a process prints when its database holds an unfinished restore; undefined when
 * it does not. `run` is any way to query it (the ORM's connection, a client).
 */
export async function unfinishedRestore(run: Run): Promise<string | undefined> {
  const [found] = await run(`select to_regclass('public.${RESTORE_MARKER_TABLE}') is not null as marked`);
  if (!found?.marked) return undefined;
  const [row] = await run(`select set_id, started_at from public.${RESTORE_MARKER_TABLE} limit 1`);
  const what = row ? `of backup ${String(row.set_id)}, started ${new Date(row.started_at as string).toISOString()}` : 'of a backup';
  return (
    `This database holds an unfinished restore (${what}): it is not usable. ` +
    'Restore again into an empty database (make restore; docs/reliability.md, "Backups and restore"), or drop this database.'
  );
}

/** Throws the sentence of `unfinishedRestore`: the gateway, the worker and migrate refuse such a database. */
export async function refuseUnfinishedRestore(run: Run): Promise<void> {
  const problem = await unfinishedRestore(run);
  if (problem) throw new Error(problem);
}

export async function markRestoreStarted(databaseUrl: string, setId: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(`create table public.${RESTORE_MARKER_TABLE} (set_id text not null, started_at timestamptz not null default now())`);
    await client.query(`insert into public.${RESTORE_MARKER_TABLE} (set_id) values ($1)`, [setId]);
  });
}

export async function markRestoreFinished(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) => client.query(`drop table public.${RESTORE_MARKER_TABLE}`));
}

/** Parents before children, by the foreign keys between `tables` (a cycle keeps the given order for its members). */
async function loadOrder(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows) if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (placed.has(t) || visiting.has(t)) return;
    visiting.add(t);
    for (const p of parents.get(t) ?? []) visit(p);
    visiting.delete(t);
    placed.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered;
}

/**
 * Replaces the rows of `tables` with the dump's, in one transaction (all or nothing): every
 * table emptied, each filled by COPY from `open(name)` in foreign-key order, then each
 * sequence set past both its recorded value and its table's largest id.
 */
export async function loadDatabase(
  databaseUrl: string,
  tables: { name: string; columns: string[] }[],
  sequences: DumpedSequence[],
  open: (table: string) => Promise<Readable>,
): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    try {
      const present = new Set(await publicTables(client));
      const missing = tables.filter((t) => !present.has(t.name)).map((t) => t.name);
      if (missing.length) throw new Error(`the migrations made no table ${missing.join(', ')}`);
      const byName = new Map(tables.map((t) => [t.name, t]));
      if (tables.length) await client.query(`truncate ${tables.map((t) => `public.${quoteIdent(t.name)}`).join(', ')}`);
      for (const name of await loadOrder(client, [...byName.keys()])) {
        const { columns } = byName.get(name)!;
        const target = client.query(copyFrom(`copy public.${quoteIdent(name)} (${columns.map(quoteIdent).join(', ')}) from stdin`));
        await pipeline(await open(name), target);
      }
      const recorded = new Map(sequences.map((s) => [`${s.table}.${s.column}`, s.value]));
      for (const s of await sequenceColumns(client)) {
        if (!byName.has(s.table)) continue;
        const [{ top }] = (
          await client.query<{ top: string }>(`select coalesce(max(${quoteIdent(s.column)}), 0)::text as top from public.${quoteIdent(s.table)}`)
        ).rows as [{ top: string }];
        const value = Math.max(Number(top), recorded.get(`${s.table}.${s.column}`) ?? 0);
        if (value > 0) await client.query('select setval($1::regclass, $2, true)', [s.sequence, value]);
        else await client.query('select setval($1::regclass, 1, false)', [s.sequence]);
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
  });
}

/** The URL of database `name` on the server `databaseUrl` names. */
export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** The name of the database `databaseUrl` names. */
export const databaseNameOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'postgres';

/** Drops the database `databaseUrl` names, cutting its connections (the drill's scratch database). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  await withClient(databaseUrlFor(databaseUrl, 'postgres'), (client) =>
    client.query(`drop database if exists ${quoteIdent(databaseNameOf(databaseUrl))} with (force)`),
  );
}
