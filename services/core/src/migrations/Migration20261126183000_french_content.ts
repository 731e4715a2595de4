import { Migration } from '@mikro-orm/migrations';

/**
 * The French version of what the public pages show from the back office. Each `*_fr` column is
 * nullable: null (or empty) reads as the English value (`inLocale`, services/core/src/modules/shared/locale.ts).
 */
const frenchColumns: Record<string, Record<string, 'varchar(255)' | 'text'>> = {
  services: { title_fr: 'varchar(255)', description_fr: 'text' },
  testimonials: { text_fr: 'text' },
  blog_posts: { title_fr: 'varchar(255)', excerpt_fr: 'text', content_fr: 'text' },
  video_reels: { title_fr: 'varchar(255)', description_fr: 'text' },
  site_settings: { tagline_fr: 'varchar(255)', description_fr: 'text' },
};

export class Migration20261126183000_french_content extends Migration {
  override async up(): Promise<void> {
    for (const [table, columns] of Object.entries(frenchColumns)) {
      const adds = Object.entries(columns).map(([column, type]) => `add column "${column}" ${type} null`);
      this.addSql(`alter table "${table}" ${adds.join(', ')}`);
    }
  }

  override async down(): Promise<void> {
    for (const [table, columns] of Object.entries(frenchColumns)) {
      this.addSql(
        `alter table "${table}" ${Object.keys(columns)
          .map((c) => `drop column "${c}"`)
          .join(', ')}`,
      );
    }
  }
}
