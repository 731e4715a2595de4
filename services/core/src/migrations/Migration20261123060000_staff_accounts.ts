import { Migration } from '@mikro-orm/migrations';

export class Migration20261123060000_staff_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "admin_users" add "must_change_password" boolean not null default false, add "last_login_at" timestamptz null, add "deactivated_at" timestamptz null',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "admin_users" drop column "must_change_password", drop column "last_login_at", drop column "deactivated_at"');
  }
}
