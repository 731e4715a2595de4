import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * A logical dump over the PostgreSQL protocol (docs/decisions/016-backups.md): no `pg_dump`
 * binary, so no client that must match the server's major version (the embedded server is
 * newer than any client Debian ships here). One REPEATABLE READ, READ ONLY transaction gives
 * one snapshot: every table's COPY text, its row count and the applied migrations agree.
 */

export interface DumpedTable {
  name: string;
  /** In COPY order (generated columns left out: they are computed again). */
  columns: string[];
  /** Rows in the snapshot: what the dump must hold. */
  rows: number;
}

export interface DumpedSequence {
  table: string;
  column: string;
  /** The sequence's value at dump time (never lower than the snapshot's largest id). */
  value: number;
}

export interface DatabaseSnapshot {
  /** The snapshot's time by the server's clock. */
  at: Date;
  serverVersion: string;
  /** Migrations applied, in the order they ran (`mikro_orm_migrations`). */
  migrations: string[];
  tables: DumpedTable[];
  sequences: DumpedSequence[];
}

type Client = pg.Client;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The ordinary tables of schema `public`, by name. */
export async function publicTables(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** A table's columns that COPY reads and writes, in their order. */
async function copyColumns(client: Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((r) => r.name);
}

/** Columns filled from a sequence (serial, identity): table, column and the sequence's name. */
export async function sequenceColumns(client: Client): Promise<{ table: string; column: string; sequence: string }[]> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string | null }>(
    `select c.relname as table, a.attname as column, pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped order by c.relname, a.attnum`,
  );
  return rows.filter((r): r is { table: string; column: string; sequence: string } => r.sequence !== null);
}

/**
 * Dumps every table of schema `public` but `skip`, one at a time: `write` gets the table and
 * its COPY text (one line per row) and must consume the stream before it resolves.
 */
export async function dumpDatabase(
  databaseUrl: string,
  write: (table: DumpedTable, data: Readable) => Promise<void>,
  options: { skip?: string[] } = {},
): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const [{ at, version }] = (await client.query<{ at: Date; version: string }>(`select now() as at, current_setting('server_version') as version`)).rows as [
      { at: Date; version: string },
    ];
    const names = (await publicTables(client)).filter((t) => !options.skip?.includes(t));
    const migrations = names.includes('mikro_orm_migrations')
      ? (await client.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map((r) => r.name)
      : [];
    const tables: DumpedTable[] = [];
    for (const name of names) {
      const columns = await copyColumns(client, name);
      const [{ rows }] = (await client.query<{ rows: number }>(`select count(*)::float8 as rows from public.${quoteIdent(name)}`)).rows as [{ rows: number }];
      const table = { name, columns, rows };
      const stream = client.query(copyTo(`copy public.${quoteIdent(name)} (${columns.map(quoteIdent).join(', ')}) to stdout`));
      await write(table, stream);
      tables.push(table);
    }
    const sequences: DumpedSequence[] = [];
    for (const s of await sequenceColumns(client)) {
      if (!names.includes(s.table)) continue;
      // Sequences stand outside the snapshot: read now, they are at least the snapshot's largest id.
      const [{ value }] = (
        await client.query<{ value: string }>(`select (case when is_called then last_value else last_value - 1 end)::text as value from ${s.sequence}`)
      ).rows as [{ value: string }];
      sequences.push({ table: s.table, column: s.column, value: Number(value) });
    }
    await client.query('commit');
    return { at, serverVersion: version, migrations, tables, sequences };
  } finally {
    await client.end().catch(() => undefined);
  }
}
