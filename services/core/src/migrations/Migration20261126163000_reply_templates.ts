import { Migration } from '@mikro-orm/migrations';

/** The three replies the office starts from (docs/admin.md, "Replies"): seeded here, so upgraded installs get them too. */
const templates = [
  {
    title: "Thanks, we'll call you today",
    body:
      'Hello {name},\n\nThank you for your request. We will call you today to talk about your project and find a time that suits you.\n\n' +
      'If there is a better time or number to reach you, just reply to this e-mail.',
  },
  {
    title: 'Can you send a photo of ...',
    body:
      'Hello {name},\n\nThank you for contacting {company}. So that we can look at the work before we visit, could you send us a photo of ...?\n\n' +
      'You can reply to this e-mail with the photos attached.',
  },
  {
    title: 'Booking your free estimate',
    body:
      'Hello {name},\n\nThank you for your request. We would like to book your free estimate: an estimator visits, looks at the work and ' +
      'gives you a written quote, with no obligation.\n\nWhich of these times suit you: ...?',
  },
];

/** A SQL string literal (the texts above are this file's own, never input). */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Reply templates (a content type) and the replies sent to homeowners from the lead card. */
export class Migration20261126163000_reply_templates extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "reply_templates" ("id" serial primary key, "title" varchar(100) not null, "body" text not null, ' +
        '"order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    templates.forEach((t, i) => {
      this.addSql(
        `insert into "reply_templates" ("title", "body", "order", "created_at", "updated_at") values (${quoted(t.title)}, ${quoted(t.body)}, ${i + 1}, now(), now())`,
      );
    });
    this.addSql(
      'create table "lead_replies" ("id" serial primary key, "uid" uuid not null, "client_id" uuid not null, "contact_id" int not null, ' +
        '"author" varchar(64) not null, "subject" varchar(200) not null, "body" text not null, ' +
        `"status" text check ("status" in ('queued', 'sent', 'failed')) not null default 'queued', "error" text null, ` +
        '"created_at" timestamptz not null, "sent_at" timestamptz null)',
    );
    this.addSql('alter table "lead_replies" add constraint "lead_replies_uid_unique" unique ("uid")');
    this.addSql('alter table "lead_replies" add constraint "lead_replies_client_id_unique" unique ("client_id")');
    this.addSql('create index "lead_replies_contact_id_index" on "lead_replies" ("contact_id")');
    this.addSql(
      'alter table "lead_replies" add constraint "lead_replies_contact_id_foreign" foreign key ("contact_id") references "contact_submissions" ("id") on delete cascade',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "lead_replies" cascade');
    this.addSql('drop table if exists "reply_templates" cascade');
  }
}
