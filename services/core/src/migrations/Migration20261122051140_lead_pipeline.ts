import { Migration } from '@mikro-orm/migrations';

export class Migration20261122051140_lead_pipeline extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "outbox_messages" ("id" serial primary key, "job_name" varchar(100) not null, "job_id" varchar(200) not null, "payload" jsonb not null, "created_at" timestamptz not null, "enqueued_at" timestamptz null, "attempts" int not null default 0, "last_error" text null)',
    );
    this.addSql('alter table "outbox_messages" add constraint "outbox_messages_job_id_unique" unique ("job_id")');
    this.addSql('create index "outbox_messages_enqueued_at_index" on "outbox_messages" ("enqueued_at")');
    this.addSql(
      'create table "sent_emails" ("key" varchar(200) not null, "message_id" varchar(300) not null, "recipient" varchar(320) not null, "state" text not null, "attempts" int not null default 1, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("key"))',
    );
    this.addSql(
      'create table "uploads" ("id" uuid not null, "ext" varchar(8) not null, "content_type" varchar(40) not null, "size" int not null, "width" int null, "height" int null, "ip" varchar(64) not null default \'\', "created_at" timestamptz not null, "submission_id" int null, "claimed_at" timestamptz null, primary key ("id"))',
    );
    this.addSql('create index "uploads_created_at_index" on "uploads" ("created_at")');
    this.addSql('create index "uploads_submission_id_index" on "uploads" ("submission_id")');
    this.addSql(
      'alter table "contact_submissions" add "photo_variants" jsonb null, add "enqueued_at" timestamptz null, add "photos_processed_at" timestamptz null, add "staff_notified_at" timestamptz null, add "homeowner_confirmed_at" timestamptz null, add "delivery_error" text null, add "delivery_failed_at" timestamptz null',
    );
    this.addSql('alter table "sent_emails" add constraint "sent_emails_state_check" check ("state" in (\'sending\', \'sent\'))');
    this.addSql(
      'alter table "uploads" add constraint "uploads_submission_id_foreign" foreign key ("submission_id") references "contact_submissions" ("id") on delete set null',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "outbox_messages" cascade');
    this.addSql('drop table if exists "sent_emails" cascade');
    this.addSql('drop table if exists "uploads" cascade');
    this.addSql(
      'alter table "contact_submissions" drop column "photo_variants", drop column "enqueued_at", drop column "photos_processed_at", drop column "staff_notified_at", drop column "homeowner_confirmed_at", drop column "delivery_error", drop column "delivery_failed_at"',
    );
  }
}
