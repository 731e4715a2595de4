import { Migration } from '@mikro-orm/migrations';

/**
 * Resumable (tus) uploads: an `uploads` row exists from the upload's creation, for the enquiry's
 * client id, unfinished (`completed_at` null, type unknown) until its bytes are complete; the
 * variants made on arrival, and when a claimed upload never completed.
 */
export class Migration20261126181000_resumable_uploads extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "uploads" add column "client_id" uuid null, add column "completed_at" timestamptz null, ' +
        'add column "variants" jsonb null, add column "missing_at" timestamptz null, ' +
        'alter column "ext" drop not null, alter column "content_type" drop not null',
    );
    this.addSql('update "uploads" set "completed_at" = "created_at"');
    this.addSql('create index "uploads_client_id_index" on "uploads" ("client_id")');
  }

  override async down(): Promise<void> {
    this.addSql('delete from "uploads" where "completed_at" is null');
    this.addSql('drop index "uploads_client_id_index"');
    this.addSql(
      'alter table "uploads" drop column "client_id", drop column "completed_at", drop column "variants", drop column "missing_at", ' +
        'alter column "ext" set not null, alter column "content_type" set not null',
    );
  }
}
