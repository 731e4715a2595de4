import { Migration } from '@mikro-orm/migrations';

/**
 * Online booking of the free inspection (docs/admin.md, "Bookings and the calendar"): the
 * office-wide settings, each estimator's availability, the visits and their reminders. Two
 * live visits of one estimator never overlap, buffer included: the exclusion constraint
 * decides a race of bookings, not a check in code; a lead has at most one live visit.
 */
export class Migration20261128180000_bookings extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist');
    this.addSql(
      'create table "booking_settings" ("id" int not null, "visit_minutes" int not null, "buffer_minutes" int not null, "notice_hours" int null, "horizon_days" int not null, "grid_minutes" int not null, "updated_at" timestamptz not null, primary key ("id"))',
    );
    this.addSql(
      'create table "estimator_availability" ("admin_id" int not null, "weekly_hours" jsonb null, "cities" text[] not null, "time_zone" varchar(64) null, "holiday_regions" jsonb null, "days_off" jsonb not null, "extra_hours" jsonb not null, "bookable" boolean not null default true, "updated_at" timestamptz not null, primary key ("admin_id"))',
    );
    this.addSql(
      'create table "visits" ("id" uuid not null, "lead_id" int not null, "estimator_id" int not null, "start_at" timestamptz not null, "end_at" timestamptz not null, "blocked_until" timestamptz not null, "status" text not null default \'booked\', "booked_by" text not null, "booked_by_admin_id" int null, "sequence" int not null default 0, "invited_sequence" int null, "uid" varchar(200) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "cancelled_at" timestamptz null, primary key ("id"))',
    );
    this.addSql('create index "visits_lead_id_index" on "visits" ("lead_id")');
    this.addSql('create index "visits_estimator_id_index" on "visits" ("estimator_id")');
    this.addSql('alter table "visits" add constraint "visits_uid_unique" unique ("uid")');
    this.addSql(
      'create table "visit_reminders" ("id" serial primary key, "visit_id" uuid not null, "kind" text not null, "sequence" int not null, "due_at" timestamptz not null, "queued_at" timestamptz null, "sent_at" timestamptz null, "cancelled_at" timestamptz null, "created_at" timestamptz not null)',
    );
    this.addSql('create index "visit_reminders_due_at_index" on "visit_reminders" ("due_at")');
    this.addSql('alter table "visit_reminders" add constraint "visit_reminders_visit_id_kind_sequence_unique" unique ("visit_id", "kind", "sequence")');
    this.addSql(
      'alter table "estimator_availability" add constraint "estimator_availability_admin_id_foreign" foreign key ("admin_id") references "admin_users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "visits" add constraint "visits_lead_id_foreign" foreign key ("lead_id") references "contact_submissions" ("id") on delete cascade',
    );
    this.addSql('alter table "visits" add constraint "visits_estimator_id_foreign" foreign key ("estimator_id") references "admin_users" ("id")');
    this.addSql("alter table \"visits\" add constraint \"visits_status_check\" check (\"status\" in ('booked', 'done', 'no_show', 'cancelled'))");
    this.addSql('alter table "visits" add constraint "visits_booked_by_check" check ("booked_by" in (\'homeowner\', \'office\'))');
    this.addSql(
      'alter table "visit_reminders" add constraint "visit_reminders_visit_id_foreign" foreign key ("visit_id") references "visits" ("id") on delete cascade',
    );
    this.addSql('alter table "visit_reminders" add constraint "visit_reminders_kind_check" check ("kind" in (\'24h\', \'2h\'))');
    // The rule a race of bookings meets: [start, end + buffer) of one estimator's live visits never overlap.
    this.addSql('alter table "visits" add constraint "visits_blocked_after_start" check ("blocked_until" > "start_at" and "end_at" > "start_at")');
    this.addSql(
      `alter table "visits" add constraint "visits_no_overlap" exclude using gist ("estimator_id" with =, tstzrange("start_at", "blocked_until", '[)') with &&) where ("status" <> 'cancelled')`,
    );
    this.addSql(`create unique index "visits_one_live_per_lead" on "visits" ("lead_id") where "status" = 'booked'`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "visit_reminders" cascade');
    this.addSql('drop table if exists "visits" cascade');
    this.addSql('drop table if exists "estimator_availability" cascade');
    this.addSql('drop table if exists "booking_settings" cascade');
  }
}
