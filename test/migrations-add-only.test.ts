import { describe, expect, it } from 'vitest';
import { migrationsList } from '@northrock/core/platform';
import { addOnlyViolations, PREVIOUS_RELEASE_LAST_MIGRATION, schemaChanges, sqlMigration } from '../scripts/migrations-add-only';

const migration = (name: string, ...statements: string[]) => sqlMigration(name, statements);

const released = migration('Migration1_released', 'create table "contact_submissions" ("id" serial primary key, "name" varchar(120) not null)');

describe('migrations only add within a release (docs/deploy.md, "Upgrading")', () => {
  it('the migrations since the previous release drop and rename nothing it has', async () => {
    expect(migrationsList.some((m) => m.name === PREVIOUS_RELEASE_LAST_MIGRATION)).toBe(true);
    expect(await addOnlyViolations(migrationsList)).toEqual([]);
  });

  it.each([
    ['alter table "contact_submissions" drop column "name"', 'drop column contact_submissions.name'],
    ['ALTER TABLE public.contact_submissions DROP name', 'drop column contact_submissions.name'],
    ['alter table "contact_submissions" add column "x" int null, drop column if exists "name" cascade', 'drop column contact_submissions.name'],
    ['drop table if exists "contact_submissions" cascade', 'drop table contact_submissions'],
    ['alter table "contact_submissions" rename column "name" to "full_name"', 'rename column contact_submissions.name'],
    ['alter table "contact_submissions" rename to "leads"', 'rename table contact_submissions'],
  ])('refuses %s, naming the migration', async (sql, change) => {
    const violations = await addOnlyViolations([released, migration('Migration2_breaks', sql)], 'Migration1_released');
    expect(violations).toEqual([{ migration: 'Migration2_breaks', change, statement: sql }]);
  });

  it('lets a migration add tables, columns, indexes and constraints, and change data', async () => {
    const adds = migration(
      'Migration2_adds',
      'alter table "contact_submissions" add column "callback_at" timestamptz null, add constraint "x_check" check ("id" > 0)',
      'create table "lead_tags" ("id" serial primary key, "tag" text not null)',
      'create index "contact_submissions_name_index" on "contact_submissions" ("name")',
      'alter table "contact_submissions" drop constraint "x_check"',
      'alter table "contact_submissions" alter column "name" drop not null',
      'update "contact_submissions" set "name" = trim("name")',
    );
    expect(await addOnlyViolations([released, adds], 'Migration1_released')).toEqual([]);
  });

  it('lets a release drop or rename what it added itself (the previous release never had it)', async () => {
    const add = migration('Migration2_add', 'create table "drafts" ("id" int)', 'alter table "contact_submissions" add column "draft" text null');
    const undo = migration(
      'Migration3_undo',
      'alter table "drafts" rename to "lead_drafts"',
      'drop table "lead_drafts"',
      'alter table "contact_submissions" rename column "draft" to "note"',
      'alter table "contact_submissions" drop column "note"',
    );
    expect(await addOnlyViolations([released, add, undo], 'Migration1_released')).toEqual([]);
  });

  it('names no change for statements that keep every table and column', () => {
    expect(schemaChanges('alter table "visits" drop constraint "visits_uid_unique"')).toEqual([]);
    expect(schemaChanges('alter table "visits" rename constraint "a" to "b"')).toEqual([]);
    expect(schemaChanges('drop index "visits_lead_id_index"')).toEqual([]);
    expect(schemaChanges('alter table "visits" alter column "status" drop default')).toEqual([]);
  });

  it('refuses to run without the previous release in the list', async () => {
    await expect(addOnlyViolations([released], 'Migration0_unknown')).rejects.toThrow(/Migration0_unknown/);
  });
});
