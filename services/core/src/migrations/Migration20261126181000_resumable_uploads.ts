import { Migration } from '@mikro-orm/migrations';

/**
 * Resumable photo uploads: a tus upload has its `uploads` row from its creation (the enquiry's
 * client id, no type yet, `completed_at` null) so a lead can claim it before its bytes are all
 * there; the variants made on arrival; the moment a claimed upload was found never completed.
 */
export class Migration20261126181000_resumable_uploads extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "uploads" ' +
        'add column "client_id" uuid null, ' +
        'add column "completed_at" timestamptz null, ' +
        'add column "variants" jsonb null, ' +
        'add column "missing_at" timestamptz null, ' +
        'alter column "ext" drop not null, ' +
        'alter column "content_type" drop not null',
    );
    // Every upload stored before this one arrived whole, in one request.
    this.addSql('update "uploads" set "completed_at" = "created_at"');
    this.addSql('create index "uploads_client_id_index" on "uploads" ("client_id")');
  }

  override async down(): Promise<void> {
    this.addSql('delete from "uploads" where "completed_at" is null');
    this.addSql('drop index if exists "uploads_client_id_index"');
    this.addSql(
      'alter table "uploads" drop column "client_id", drop column "completed_at", drop column "variants", drop column "missing_at", ' +
        'alter column "ext" set not null, alter column "content_type" set not null',
    );
  }
}
