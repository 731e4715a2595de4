import { Migration } from '@mikro-orm/migrations';

/**
 * A lead's outcome apart from its status (open, estimate booked, won with the job's value,
 * lost with a reason), and "possible spam": a lead whose only spam signal is its speed travels
 * normally, flagged, its homeowner confirmation waiting for staff.
 */
export class Migration20261126164000_lead_outcome extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "contact_submissions" ` +
        `add column "outcome" text not null default 'open' check ("outcome" in ('open', 'estimate_booked', 'won', 'lost')), ` +
        `add column "job_value_cents" int null, ` +
        `add column "lost_reason" text null check ("lost_reason" in ('price', 'timing', 'another_contractor', 'no_response', 'not_a_fit', 'other')), ` +
        `add column "outcome_at" timestamptz null, ` +
        `add column "possible_spam" boolean not null default false`,
    );
    this.addSql('create index "contact_submissions_outcome_index" on "contact_submissions" ("outcome")');
  }

  override async down(): Promise<void> {
    this.addSql(
      'alter table "contact_submissions" drop column "outcome", drop column "job_value_cents", drop column "lost_reason", ' +
        'drop column "outcome_at", drop column "possible_spam"',
    );
  }
}
