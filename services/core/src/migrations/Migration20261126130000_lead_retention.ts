import { Migration } from '@mikro-orm/migrations';

export class Migration20261126130000_lead_retention extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "contact_submissions" add column "resolved_at" timestamptz null, add column "erased_at" timestamptz null');
    // Leads resolved before the column existed count from their last change.
    this.addSql(`update "contact_submissions" set "resolved_at" = "updated_at" where "status" = 'resolved'`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "contact_submissions" drop column "resolved_at", drop column "erased_at"');
  }
}
