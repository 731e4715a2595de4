import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050634_contact_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "contact_notes" ("id" serial primary key, "contact_id" int not null, "author" varchar(64) not null, "body" text not null, "created_at" timestamptz not null)',
    );
    this.addSql('create index "contact_notes_contact_id_index" on "contact_notes" ("contact_id")');
    this.addSql(
      'alter table "contact_notes" add constraint "contact_notes_contact_id_foreign" foreign key ("contact_id") references "contact_submissions" ("id") on delete cascade',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "contact_notes" cascade');
  }
}
