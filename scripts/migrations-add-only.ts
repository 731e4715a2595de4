/**
 * The rule of docs/deploy.md, "Upgrading": within a release, migrations only add. A migration
 * newer than the previous release may create tables, add columns, indexes and constraints, and
 * change data, but it may not drop or rename a table or a column the previous release has: during
 * a rolling upgrade the new schema is in place while the previous release still runs against it
 * (docs/reliability.md, "Rolling restarts and upgrades"). Dropping or renaming goes in the release
 * after the one that stopped using the thing. `test/migrations-add-only.test.ts` runs the check.
 */

import { migrationsList } from '@northrock/core/platform';

/** A migration as `migrationsList` holds it (`MigrationObject`): its name and its class. */
interface NamedMigration {
  name: string;
  class: unknown;
}

/**
 * The last migration of the previous release (in `migrationsList` order). Every migration after
 * it must only add. Move it to the newest migration when a release is cut.
 */
export const PREVIOUS_RELEASE_LAST_MIGRATION = 'Migration20261128173729_reviews';

interface AddOnlyViolation {
  migration: string;
  /** What it does, e.g. `drop column contact_submissions.name`. */
  change: string;
  statement: string;
}

/** A table or column name as PostgreSQL stores it: quotes dropped, unquoted names lower-cased, the schema left out. */
function identifier(raw: string): string {
  const last = raw.trim().match(/(?:"(?:[^"]|"")+"|[^\s."]+)$/)?.[0] ?? raw.trim();
  return last.startsWith('"') ? last.slice(1, -1).replace(/""/g, '"') : last.toLowerCase();
}

/** An `alter table` statement's actions, split on the commas outside parentheses and quotes. */
function actions(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const NAME = String.raw`(?:"(?:[^"]|"")+"|[\w$]+)(?:\s*\.\s*(?:"(?:[^"]|"")+"|[\w$]+))?`;

interface Change {
  kind: 'create table' | 'add column' | 'drop table' | 'drop column' | 'rename table' | 'rename column';
  table: string;
  column?: string;
  to?: string;
}

/** The tables and columns one SQL statement creates, drops or renames (other statements: none). */
export function schemaChanges(sql: string): Change[] {
  const s = sql.trim().replace(/\s+/g, ' ');
  const dropTable = s.match(new RegExp(`^drop table (?:if exists )?(${NAME}(?:\\s*,\\s*${NAME})*)`, 'i'));
  if (dropTable) return actions(dropTable[1]!).map((t) => ({ kind: 'drop table', table: identifier(t) }));
  const create = s.match(new RegExp(`^create (?:unlogged |temporary |temp )?table (?:if not exists )?(${NAME})`, 'i'));
  if (create) return [{ kind: 'create table', table: identifier(create[1]!) }];
  const alter = s.match(new RegExp(`^alter table (?:if exists )?(?:only )?(${NAME})\\s+(.*)$`, 'i'));
  if (!alter) return [];
  const table = identifier(alter[1]!);
  return actions(alter[2]!).flatMap((action): Change[] => {
    const renameTable = action.match(new RegExp(`^rename to (${NAME})`, 'i'));
    if (renameTable) return [{ kind: 'rename table', table, to: identifier(renameTable[1]!) }];
    if (/^rename constraint /i.test(action)) return [];
    const renameColumn = action.match(new RegExp(`^rename (?:column )?(${NAME}) to (${NAME})`, 'i'));
    if (renameColumn) return [{ kind: 'rename column', table, column: identifier(renameColumn[1]!), to: identifier(renameColumn[2]!) }];
    // `drop constraint`, `alter column ... drop default / not null` keep every column.
    const dropColumn = action.match(new RegExp(`^drop (?:column )?(?:if exists )?(${NAME})`, 'i'));
    if (dropColumn && !/^drop (constraint|default|not null|expression|identity)\b/i.test(action)) {
      return [{ kind: 'drop column', table, column: identifier(dropColumn[1]!) }];
    }
    const addColumn = action.match(new RegExp(`^add (?:column )?(?:if not exists )?(${NAME})`, 'i'));
    if (addColumn && !/^add (constraint|primary key|unique|foreign key|check|exclude)\b/i.test(action)) {
      return [{ kind: 'add column', table, column: identifier(addColumn[1]!) }];
    }
    return [];
  });
}

/** The SQL a migration's `up()` adds (run against no database: the migrations here only call `addSql`). */
async function upStatements(migration: NamedMigration): Promise<string[]> {
  const Class = migration.class as unknown as new (
    driver: unknown,
    config: unknown,
  ) => {
    up(): Promise<void> | void;
    getQueries(): unknown[];
  };
  const instance = new Class(undefined, undefined);
  await instance.up();
  return instance.getQueries().map(String);
}

/**
 * The drops and renames of tables and columns in the migrations after `previousReleaseLast`,
 * except of what those same migrations created (a table or column added and dropped within one
 * release was never seen by the previous one).
 */
export async function addOnlyViolations(
  migrations: NamedMigration[],
  previousReleaseLast: string = PREVIOUS_RELEASE_LAST_MIGRATION,
): Promise<AddOnlyViolation[]> {
  const at = migrations.findIndex((m) => m.name === previousReleaseLast);
  if (at < 0) throw new Error(`${previousReleaseLast} (the previous release's last migration) is not in the list of migrations`);
  const newTables = new Set<string>();
  const newColumns = new Set<string>();
  const violations: AddOnlyViolation[] = [];
  for (const migration of migrations.slice(at + 1)) {
    for (const statement of await upStatements(migration)) {
      for (const change of schemaChanges(statement)) {
        const column = `${change.table}.${change.column}`;
        if (change.kind === 'create table') newTables.add(change.table);
        else if (change.kind === 'add column') newColumns.add(column);
        else if (newTables.has(change.table) || (change.column !== undefined && newColumns.has(column))) {
          // What this release made, it may still rename (and the new name is this release's too).
          if (change.kind === 'rename table') newTables.add(change.to!);
          if (change.kind === 'rename column') newColumns.add(`${change.table}.${change.to}`);
        } else violations.push({ migration: migration.name, change: `${change.kind} ${change.column ? column : change.table}`, statement });
      }
    }
  }
  return violations;
}

/** The base class of the product's migrations (`@mikro-orm/migrations`' `Migration`, the class the migrator runs). */
const MigrationBase = Object.getPrototypeOf(migrationsList[0]!.class) as new (driver: unknown, config: unknown) => { addSql(sql: string): void };

/**
 * A migration running `statements`, never written to the product's migrations: the chaos
 * harness's scratch upgrade and the examples of the rule's test.
 */
export function sqlMigration(name: string, statements: string[]): { name: string; class: typeof MigrationBase } {
  class SqlMigration extends MigrationBase {
    up(): void {
      for (const sql of statements) this.addSql(sql);
    }
  }
  return { name, class: SqlMigration };
}
