import { Migration } from '@mikro-orm/migrations';

export class Migration20261123081000_activity_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "activity_log" ("id" bigserial primary key, "created_at" timestamptz not null, "actor_id" int null, "actor_username" varchar(64) not null default \'\', "action" varchar(32) not null, "entity_type" varchar(64) not null, "entity_id" varchar(64) null, "label" varchar(200) not null default \'\', "changes" jsonb null, "snapshot" jsonb null, "details" jsonb null)',
    );
    // The Activity screen's filters, each read newest first (a backward index scan): everything,
    // one person, one kind of item or one item's history.
    this.addSql('create index "activity_log_created_at_id_index" on "activity_log" ("created_at", "id")');
    this.addSql('create index "activity_log_actor_id_created_at_index" on "activity_log" ("actor_id", "created_at")');
    this.addSql('create index "activity_log_entity_type_entity_id_created_at_index" on "activity_log" ("entity_type", "entity_id", "created_at")');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "activity_log" cascade');
  }
}
