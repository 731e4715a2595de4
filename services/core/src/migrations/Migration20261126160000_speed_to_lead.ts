import { Migration } from '@mikro-orm/migrations';

/** Speed to lead: account roles, a lead's owner and first response, the office's clock settings. */
export class Migration20261126160000_speed_to_lead extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_users" add column "role" text check ("role" in ('admin', 'estimator')) not null default 'admin'`);
    this.addSql(
      `alter table "contact_submissions" add column "owner_id" int null, ` +
        `add column "first_response_at" timestamptz null, add column "first_response_kind" varchar(20) null`,
    );
    this.addSql('create index "contact_submissions_owner_id_index" on "contact_submissions" ("owner_id")');
    this.addSql('create index "contact_submissions_first_response_at_index" on "contact_submissions" ("first_response_at")');
    // Leads answered before the clock existed: their first status change is the best reading.
    this.addSql(`update "contact_submissions" set "first_response_at" = "updated_at", "first_response_kind" = 'status' where "status" <> 'new'`);
    this.addSql(
      `create table "office_hours" ("id" int not null primary key, "hours" jsonb not null, "time_zone" varchar(64) not null, ` +
        `"holiday_regions" jsonb not null, "chase_owner_minutes" int not null, "chase_admins_minutes" int not null, ` +
        `"followup_days" int not null, "updated_at" timestamptz not null)`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "office_hours"');
    this.addSql('alter table "contact_submissions" drop column "owner_id", drop column "first_response_at", drop column "first_response_kind"');
    this.addSql('alter table "admin_users" drop column "role"');
  }
}
