import { Migration } from '@mikro-orm/migrations';

export class Migration20261122045629_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "admin_users" ("id" serial primary key, "username" varchar(64) not null, "password_hash" varchar(255) not null, "default_password" boolean not null default true, "password_changed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql('alter table "admin_users" add constraint "admin_users_username_unique" unique ("username")');
    this.addSql(
      'create table "admin_sessions" ("id" uuid not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "ip" varchar(64) not null default \'\', "user_agent" varchar(300) not null default \'\', primary key ("id"))',
    );
    this.addSql('create index "admin_sessions_expires_at_index" on "admin_sessions" ("expires_at")');
    this.addSql('create table "app_meta" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null, primary key ("key"))');
    this.addSql(
      'create table "blog_posts" ("id" serial primary key, "title" varchar(255) not null, "slug" varchar(120) not null, "excerpt" text not null, "content" text not null, "image" varchar(2048) not null, "author_name" varchar(255) not null, "author_role" varchar(255) not null, "author_avatar" varchar(2048) not null, "category" varchar(255) not null, "featured" boolean not null default false, "published" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql('alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug")');
    this.addSql(
      'create table "contact_submissions" ("id" serial primary key, "name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(255) not null, "address" varchar(255) not null default \'\', "city" varchar(255) not null default \'\', "subject" varchar(255) not null, "message" text not null, "photo_urls" jsonb not null, "status" text not null default \'new\', "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql('create index "contact_submissions_status_index" on "contact_submissions" ("status")');
    this.addSql(
      'create table "differentiators" ("id" serial primary key, "title" varchar(255) not null, "tagline" varchar(255) not null, "description" text not null, "order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql(
      'create table "materials" ("id" serial primary key, "name" varchar(255) not null, "description" text not null, "image" varchar(2048) not null default \'\', "order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql(
      'create table "projects" ("id" serial primary key, "title" varchar(255) not null, "description" text not null, "category" varchar(255) not null, "image" varchar(2048) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql(
      'create table "property_types" ("id" serial primary key, "type" varchar(255) not null, "description" text not null, "image" varchar(2048) not null default \'\', "order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql(
      'create table "services" ("id" serial primary key, "slug" varchar(120) not null, "title" varchar(255) not null, "description" text not null, "image" varchar(2048) not null, "featured" boolean not null default false, "order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql('alter table "services" add constraint "services_slug_unique" unique ("slug")');
    this.addSql(
      'create table "site_settings" ("id" int not null, "company_name" varchar(255) not null, "tagline" varchar(255) not null, "description" text not null, "phone" varchar(255) not null, "email" varchar(255) not null, "address" varchar(255) not null, "logo" varchar(2048) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))',
    );
    this.addSql(
      'create table "testimonials" ("id" serial primary key, "name" varchar(255) not null, "location" varchar(255) not null, "text" text not null, "avatar" varchar(2048) not null, "rating" int not null default 5, "featured" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql(
      'create table "video_reels" ("id" serial primary key, "title" varchar(255) not null, "description" text not null default \'\', "video_url" varchar(2048) not null, "thumbnail_url" varchar(2048) not null default \'\', "duration" int not null default 0, "featured" boolean not null default false, "order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null)',
    );
    this.addSql(
      'alter table "admin_sessions" add constraint "admin_sessions_user_id_foreign" foreign key ("user_id") references "admin_users" ("id") on delete cascade',
    );
    this.addSql(
      'alter table "contact_submissions" add constraint "contact_submissions_status_check" check ("status" in (\'new\', \'contacted\', \'resolved\'))',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "admin_sessions" drop constraint "admin_sessions_user_id_foreign"');
    this.addSql('drop table if exists "admin_users" cascade');
    this.addSql('drop table if exists "admin_sessions" cascade');
    this.addSql('drop table if exists "app_meta" cascade');
    this.addSql('drop table if exists "blog_posts" cascade');
    this.addSql('drop table if exists "contact_submissions" cascade');
    this.addSql('drop table if exists "differentiators" cascade');
    this.addSql('drop table if exists "materials" cascade');
    this.addSql('drop table if exists "projects" cascade');
    this.addSql('drop table if exists "property_types" cascade');
    this.addSql('drop table if exists "services" cascade');
    this.addSql('drop table if exists "site_settings" cascade');
    this.addSql('drop table if exists "testimonials" cascade');
    this.addSql('drop table if exists "video_reels" cascade');
  }
}
