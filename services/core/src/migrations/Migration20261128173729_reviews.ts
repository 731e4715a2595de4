import { Migration } from '@mikro-orm/migrations';

export class Migration20261128173729_reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "email_unsubscribes" ("address_hash" varchar(64) not null, "via" varchar(20) not null, "created_at" timestamptz not null, primary key ("address_hash"))',
    );
    this.addSql(
      'create table "review_requests" ("id" serial primary key, "uid" uuid not null, "lead_id" int not null, "language" varchar(2) not null, "due_at" timestamptz not null, "queued_at" timestamptz null, "sent_at" timestamptz null, "reminder_queued_at" timestamptz null, "reminder_sent_at" timestamptz null, "answered_at" timestamptz null, "cancelled_at" timestamptz null, "cancel_reason" text null, "created_at" timestamptz not null)',
    );
    this.addSql('alter table "review_requests" add constraint "review_requests_uid_unique" unique ("uid")');
    this.addSql('alter table "review_requests" add constraint "review_requests_lead_id_unique" unique ("lead_id")');
    this.addSql(
      'create table "reviews" ("id" serial primary key, "request_id" int not null, "lead_id" int not null, "rating" int not null, "text" text not null, "display_name" varchar(120) not null, "consent" boolean not null, "language" varchar(2) not null, "state" text not null default \'new\', "submitted_at" timestamptz not null, "decided_at" timestamptz null, "decided_by" varchar(64) null, "testimonial_id" int null, "created_at" timestamptz not null)',
    );
    this.addSql('alter table "reviews" add constraint "reviews_request_id_unique" unique ("request_id")');
    this.addSql('create index "reviews_lead_id_index" on "reviews" ("lead_id")');
    this.addSql(
      'create table "review_settings" ("id" int not null, "delay_days" int not null, "google_review_url" varchar(500) null, "postal_address" varchar(300) null, "updated_at" timestamptz not null, primary key ("id"))',
    );
    this.addSql(
      'alter table "review_requests" add constraint "review_requests_lead_id_foreign" foreign key ("lead_id") references "contact_submissions" ("id") on delete cascade',
    );
    this.addSql(
      "alter table \"review_requests\" add constraint \"review_requests_cancel_reason_check\" check (\"cancel_reason\" in ('office', 'unsubscribed', 'not_won', 'erased'))",
    );
    this.addSql(
      'alter table "reviews" add constraint "reviews_request_id_foreign" foreign key ("request_id") references "review_requests" ("id") on delete cascade',
    );
    this.addSql(
      'alter table "reviews" add constraint "reviews_lead_id_foreign" foreign key ("lead_id") references "contact_submissions" ("id") on delete cascade',
    );
    this.addSql('alter table "reviews" add constraint "reviews_state_check" check ("state" in (\'new\', \'published\', \'private\'))');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "reviews" drop constraint "reviews_request_id_foreign"');
    this.addSql('drop table if exists "email_unsubscribes" cascade');
    this.addSql('drop table if exists "review_requests" cascade');
    this.addSql('drop table if exists "reviews" cascade');
    this.addSql('drop table if exists "review_settings" cascade');
  }
}
