import { Migration } from '@mikro-orm/migrations';

/**
 * Job and lead identity unique for ever, per-step delivery errors, outbox backoff and delays.
 * Existing data is carried over: every lead gets a UUID and counts as started (its jobs were
 * written with it); its one `delivery_error` becomes the failure of the step it names; pending
 * outbox rows get UUID job ids (their old ids, `contact.notify-staff.42`, may be held by another
 * installation's queue); `sending` e-mail rows are `pending` (nothing is sending them now).
 */
export class Migration20261123013241_pipeline_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "contact_submissions" add "uid" uuid null, add "pipeline_started_at" timestamptz null, add "delivery_errors" jsonb null');
    this.addSql('update "contact_submissions" set "uid" = gen_random_uuid(), "pipeline_started_at" = "created_at"');
    this.addSql(`update "contact_submissions" set "delivery_errors" = jsonb_build_object(
      case when "delivery_error" like 'Emailing staff%' then 'contact.notify-staff'
           when "delivery_error" like 'Emailing the homeowner%' then 'contact.confirm-homeowner'
           else 'contact.process-photos' end,
      jsonb_build_object(
        'message', regexp_replace("delivery_error", '^[^:]*: ', ''),
        'attempt', coalesce((regexp_match("delivery_error", '(\\d+) attempt'))[1]::int, (regexp_match("delivery_error", 'attempt (\\d+)'))[1]::int, 1),
        'max_attempts', coalesce((regexp_match("delivery_error", 'of (\\d+)'))[1]::int, 1),
        'final', "delivery_failed_at" is not null,
        'at', to_jsonb(coalesce("delivery_failed_at", "updated_at"))))
      where "delivery_error" is not null`);
    this.addSql('alter table "contact_submissions" alter column "uid" set not null');
    this.addSql('alter table "contact_submissions" drop column "delivery_error", drop column "delivery_failed_at"');
    this.addSql('alter table "contact_submissions" add constraint "contact_submissions_uid_unique" unique ("uid")');
    this.addSql('create index "contact_submissions_pipeline_started_at_index" on "contact_submissions" ("pipeline_started_at")');
    this.addSql('alter table "outbox_messages" add "ref" varchar(100) null, add "run_at" timestamptz null, add "next_attempt_at" timestamptz null');
    this.addSql('update "outbox_messages" set "job_id" = gen_random_uuid()::text where "enqueued_at" is null');
    this.addSql(
      'update "outbox_messages" set "ref" = \'contact_submission:\' || ("payload"->>\'submission_id\') where "payload"->>\'submission_id\' is not null',
    );
    this.addSql('create index "outbox_messages_ref_index" on "outbox_messages" ("ref")');
    this.addSql('alter table "sent_emails" drop constraint "sent_emails_state_check"');
    this.addSql('update "sent_emails" set "state" = \'pending\' where "state" = \'sending\'');
    this.addSql('alter table "sent_emails" add "last_error" text null');
    this.addSql('alter table "sent_emails" alter column "attempts" set default 0');
    this.addSql('alter table "sent_emails" add constraint "sent_emails_state_check" check ("state" in (\'pending\', \'sent\'))');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "contact_submissions" add "delivery_error" text null, add "delivery_failed_at" timestamptz null');
    this.addSql(
      'update "contact_submissions" set "delivery_error" = (select string_agg(v->>\'message\', \'; \') from jsonb_each("delivery_errors") as x(k, v)) where "delivery_errors" is not null',
    );
    this.addSql('alter table "contact_submissions" drop constraint "contact_submissions_uid_unique"');
    this.addSql('drop index "contact_submissions_pipeline_started_at_index"');
    this.addSql('alter table "contact_submissions" drop column "uid", drop column "pipeline_started_at", drop column "delivery_errors"');
    this.addSql('drop index "outbox_messages_ref_index"');
    this.addSql('alter table "outbox_messages" drop column "ref", drop column "run_at", drop column "next_attempt_at"');
    this.addSql('alter table "sent_emails" drop constraint "sent_emails_state_check"');
    this.addSql('update "sent_emails" set "state" = \'sending\' where "state" = \'pending\'');
    this.addSql('alter table "sent_emails" drop column "last_error"');
    this.addSql('alter table "sent_emails" alter column "attempts" set default 1');
    this.addSql('alter table "sent_emails" add constraint "sent_emails_state_check" check ("state" in (\'sending\', \'sent\'))');
  }
}
