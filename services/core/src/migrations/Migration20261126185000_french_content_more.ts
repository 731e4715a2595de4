import { Migration } from '@mikro-orm/migrations';
// Its own frozen copy of the seeds' French, never the live seeds (a migration imports no seed or module).
import { frozenFrenchContent } from './french-content-more.data';

/** The French twins of the last three content types (as Migration20261126183000_french_content gave the others). */
const frenchColumns: Record<string, Record<string, 'varchar(255)' | 'varchar(300)' | 'text'>> = {
  materials: { name_fr: 'varchar(255)', description_fr: 'text' },
  property_types: { type_fr: 'varchar(255)', description_fr: 'text' },
  differentiators: { title_fr: 'varchar(255)', tagline_fr: 'varchar(255)', description_fr: 'text' },
  // The contact page shows the address, with its service area in words.
  site_settings: { address_fr: 'varchar(300)' },
};

/**
 * The site settings' defaults (`defaultSiteSettings`, services/core/src/modules/site-settings) as
 * they were written: the platform runs the migrations and imports no module, so they are copied here.
 */
const seededSiteSettings = {
  tagline: 'Foundation repair and basement waterproofing built for the North',
  tagline_fr: 'Réparation de fondations et imperméabilisation de sous-sols, conçues pour le Nord',
  description:
    'Family-run foundation repair and waterproofing contractor serving Thunder Bay, Sudbury, Winnipeg and the towns between since 1999. Engineered repairs, systemized crews and written warranties.',
  description_fr:
    'Entrepreneur familial en réparation de fondations et en imperméabilisation au service de Thunder Bay, de Sudbury, de Winnipeg et des villes entre les deux depuis 1999. Réparations conçues par des ingénieurs, équipes rodées et garanties écrites.',
  address: 'Thunder Bay, Ontario (service area: Northern & Northwestern Ontario and Manitoba)',
  address_fr: 'Thunder Bay (Ontario), au service du Nord et du Nord-Ouest de l’Ontario et du Manitoba',
};

/** A SQL string literal (the texts are this repository's seeds, never input). */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The seeded rows of an upgraded install get the seeds' French: each `*_fr` twin is filled only
 * where it is still null and the row is still the seed's (`unchanged`: by default its English twin
 * equals the seed's), so nothing an admin wrote changes.
 */
function seededFrench(table: string, items: readonly object[], unchanged?: (item: Record<string, unknown>) => string): string[] {
  return items.flatMap((item) => {
    const values = item as Record<string, unknown>;
    return Object.keys(values)
      .filter((key) => key.endsWith('_fr') && typeof values[key] === 'string')
      .map((key) => {
        const english = key.slice(0, -3);
        const same = unchanged ? unchanged(values) : `"${english}" = ${quoted(String(values[english]))}`;
        return `update "${table}" set "${key}" = ${quoted(values[key] as string)} where "${key}" is null and ${same}`;
      });
  });
}

/**
 * A blog post is stored sanitized (its HTML is not the seed's text byte for byte), and the seed
 * dates it: one never saved since is still the seed's.
 */
const blogPostUnsaved = (post: Record<string, unknown>) => `"slug" = ${quoted(String(post.slug))} and "updated_at" = ${quoted(String(post.created_at))}`;

export class Migration20261126185000_french_content_more extends Migration {
  override async up(): Promise<void> {
    for (const [table, columns] of Object.entries(frenchColumns)) {
      const adds = Object.entries(columns).map(([column, type]) => `add column "${column}" ${type} null`);
      this.addSql(`alter table "${table}" ${adds.join(', ')}`);
    }
    const { blog_posts: blogPosts = [], ...seeded } = frozenFrenchContent;
    for (const [table, items] of Object.entries({ ...seeded, site_settings: [seededSiteSettings] })) {
      for (const sql of seededFrench(table, items)) this.addSql(sql);
    }
    for (const sql of seededFrench('blog_posts', blogPosts, blogPostUnsaved)) this.addSql(sql);
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
