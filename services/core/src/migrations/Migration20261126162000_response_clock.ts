import { Migration } from '@mikro-orm/migrations';

/** The response clock and the chase: what a lead note records (a call, e-mail or visit answers the lead), and each lead's chases. */
export class Migration20261126162000_response_clock extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contact_notes" add "kind" text not null default 'note'`);
    this.addSql(`alter table "contact_notes" add constraint "contact_notes_kind_check" check ("kind" in ('note', 'call', 'email', 'visit'))`);
    this.addSql(
      `create table "lead_chases" ("id" serial primary key, "lead_id" int not null, "kind" text not null, "batch" varchar(10) null, ` +
        `"due_at" timestamptz not null, "created_at" timestamptz not null, "sent_at" timestamptz null, "cancelled_at" timestamptz null, "recipients" jsonb null)`,
    );
    this.addSql(`alter table "lead_chases" add constraint "lead_chases_lead_id_kind_unique" unique ("lead_id", "kind")`);
    this.addSql(
      `alter table "lead_chases" add constraint "lead_chases_lead_id_foreign" foreign key ("lead_id") references "contact_submissions" ("id") on delete cascade`,
    );
    this.addSql(`alter table "lead_chases" add constraint "lead_chases_kind_check" check ("kind" in ('owner', 'admins', 'digest', 'followup'))`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "lead_chases"');
    this.addSql('alter table "contact_notes" drop constraint "contact_notes_kind_check", drop column "kind"');
  }
}
