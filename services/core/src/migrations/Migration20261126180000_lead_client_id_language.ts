import { Migration } from '@mikro-orm/migrations';

/** A lead's client-made id (one enquiry, one lead) and the language its homeowner wrote in. */
export class Migration20261126180000_lead_client_id_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contact_submissions" add column "client_id" uuid null, add column "language" varchar(2) not null default 'en'`);
    this.addSql('alter table "contact_submissions" add constraint "contact_submissions_client_id_unique" unique ("client_id")');
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_language_check" check ("language" in ('en', 'fr'))`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "contact_submissions" drop constraint if exists "contact_submissions_language_check"');
    this.addSql('alter table "contact_submissions" drop column "client_id", drop column "language"');
  }
}
