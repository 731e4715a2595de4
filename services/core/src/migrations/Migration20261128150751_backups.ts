import { Migration } from '@mikro-orm/migrations';

/** Backups: the runs (due, running, done, with their drill) and the settings row (nightly time, retention). */
export class Migration20261128150751_backups extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "backup_runs" ("id" serial primary key, "kind" text not null, "state" text not null, "scheduled_for" timestamptz not null, "requested_by" varchar(64) null, "attempts" int not null default 0, "started_at" timestamptz null, "finished_at" timestamptz null, "set_id" varchar(64) null, "summary" jsonb null, "error" text null, "drill_state" text null, "drill_at" timestamptz null, "drill_error" text null, "created_at" timestamptz not null)',
    );
    this.addSql('create index "backup_runs_state_scheduled_for_index" on "backup_runs" ("state", "scheduled_for")');
    this.addSql(
      'create table "backup_settings" ("id" int not null, "time" varchar(5) not null, "keep_daily" int not null, "keep_weekly" int not null, "keep_monthly" int not null, "updated_at" timestamptz not null, primary key ("id"))',
    );
    this.addSql('alter table "backup_runs" add constraint "backup_runs_kind_check" check ("kind" in (\'scheduled\', \'manual\'))');
    this.addSql("alter table \"backup_runs\" add constraint \"backup_runs_state_check\" check (\"state\" in ('due', 'running', 'succeeded', 'failed'))");
    this.addSql('alter table "backup_runs" add constraint "backup_runs_drill_state_check" check ("drill_state" in (\'passed\', \'failed\'))');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "backup_runs" cascade');
    this.addSql('drop table if exists "backup_settings" cascade');
  }
}
