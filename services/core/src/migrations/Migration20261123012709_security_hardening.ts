import { Migration } from '@mikro-orm/migrations';

export class Migration20261123012709_security_hardening extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "admin_recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null, "used_at" timestamptz null)',
    );
    this.addSql('alter table "admin_recovery_codes" add constraint "admin_recovery_codes_code_hash_unique" unique ("code_hash")');
    this.addSql(
      'alter table "admin_users" add "totp_secret" text null, add "totp_pending_secret" text null, add "totp_enabled_at" timestamptz null, add "totp_last_step" bigint null',
    );
    this.addSql('alter table "contact_submissions" add "spam_reason" varchar(200) null, add "spam_at" timestamptz null');
    this.addSql('create index "contact_submissions_spam_at_index" on "contact_submissions" ("spam_at")');
    this.addSql(
      'alter table "admin_recovery_codes" add constraint "admin_recovery_codes_user_id_foreign" foreign key ("user_id") references "admin_users" ("id") on delete cascade',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "admin_recovery_codes" cascade');
    this.addSql(
      'alter table "admin_users" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_enabled_at", drop column "totp_last_step"',
    );
    this.addSql('drop index "contact_submissions_spam_at_index"');
    this.addSql('alter table "contact_submissions" drop column "spam_reason", drop column "spam_at"');
  }
}
