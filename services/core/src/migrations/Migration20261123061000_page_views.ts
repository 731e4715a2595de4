import { Migration } from '@mikro-orm/migrations';

export class Migration20261123061000_page_views extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "page_views" ("day" date not null, "path" varchar(200) not null, "views" int not null default 0, primary key ("day", "path"))');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "page_views" cascade');
  }
}
