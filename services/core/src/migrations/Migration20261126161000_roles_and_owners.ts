import { Migration } from '@mikro-orm/migrations';

/** Roles and owners: an account's e-mail address (where its reminders go), the admin's lead assignment rules. */
export class Migration20261126161000_roles_and_owners extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "admin_users" add column "email" varchar(254) null');
    this.addSql(
      'create table "lead_assignment_rules" ("id" serial primary key, "city" varchar(120) not null, "city_key" varchar(120) not null, ' +
        '"owner_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql('alter table "lead_assignment_rules" add constraint "lead_assignment_rules_city_key_unique" unique ("city_key")');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "lead_assignment_rules"');
    this.addSql('alter table "admin_users" drop column "email"');
  }
}
