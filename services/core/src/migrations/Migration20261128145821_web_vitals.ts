import { Migration } from '@mikro-orm/migrations';

export class Migration20261128145821_web_vitals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "web_vitals" ("day" date not null, "template" varchar(20) not null, "language" varchar(2) not null, "device" varchar(7) not null, "connection" varchar(7) not null, "metric" varchar(4) not null, "counts" int[] not null, primary key ("day", "template", "language", "device", "connection", "metric"))',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "web_vitals" cascade');
  }
}
