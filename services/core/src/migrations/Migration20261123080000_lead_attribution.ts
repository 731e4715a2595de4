import { Migration } from '@mikro-orm/migrations';

export class Migration20261123080000_lead_attribution extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "contact_submissions" add "landing_page" varchar(500) null, add "form_page" varchar(500) null, add "referrer_host" varchar(253) null, add "utm_source" varchar(100) null, add "utm_medium" varchar(100) null, add "utm_campaign" varchar(100) null, add "device" text null, add "source" varchar(253) null',
    );
    this.addSql('create index "contact_submissions_source_index" on "contact_submissions" ("source")');
    this.addSql('alter table "contact_submissions" add constraint "contact_submissions_device_check" check ("device" in (\'phone\', \'tablet\', \'desktop\'))');
  }

  override async down(): Promise<void> {
    this.addSql('drop index "contact_submissions_source_index"');
    this.addSql('alter table "contact_submissions" drop constraint "contact_submissions_device_check"');
    this.addSql(
      'alter table "contact_submissions" drop column "landing_page", drop column "form_page", drop column "referrer_host", drop column "utm_source", drop column "utm_medium", drop column "utm_campaign", drop column "device", drop column "source"',
    );
  }
}
