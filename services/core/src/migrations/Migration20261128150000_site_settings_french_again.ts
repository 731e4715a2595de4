import { Migration } from '@mikro-orm/migrations';

/**
 * The site settings' seeded texts (`defaultSiteSettings`, services/core/src/modules/site-settings)
 * with their French, copied here: a migration carries its own data and imports no seed or module.
 */
const seeded = [
  {
    field: 'tagline',
    english: 'Foundation repair and basement waterproofing built for the North',
    french: 'Réparation de fondations et imperméabilisation de sous-sols, conçues pour le Nord',
  },
  {
    field: 'description',
    english:
      'Family-run foundation repair and waterproofing contractor serving Thunder Bay, Sudbury, Winnipeg and the towns between since 1999. Engineered repairs, systemized crews and written warranties.',
    french:
      'Entrepreneur familial en réparation de fondations et en imperméabilisation au service de Thunder Bay, de Sudbury, de Winnipeg et des villes entre les deux depuis 1999. Réparations conçues par des ingénieurs, équipes rodées et garanties écrites.',
  },
  {
    field: 'address',
    english: 'Thunder Bay, Ontario (service area: Northern & Northwestern Ontario and Manitoba)',
    french: 'Thunder Bay (Ontario), au service du Nord et du Nord-Ouest de l’Ontario et du Manitoba',
  },
];

/** A SQL string literal (the texts above are this file's own, never input). */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The site settings' French again where a replacing write had emptied it: until such writes kept
 * a French twin they left out, a client of the documented API (the seven English fields) emptied
 * `tagline_fr`, `description_fr` and `address_fr`, and every French page's footer showed the English
 * description. Filled only where the French is empty and the English is still the seed's (what an
 * admin wrote stays). Content items emptied the same way show "French missing" in their list.
 */
export class Migration20261128150000_site_settings_french_again extends Migration {
  override async up(): Promise<void> {
    for (const { field, english, french } of seeded) {
      this.addSql(
        `update "site_settings" set "${field}_fr" = ${quoted(french)} where coalesce(trim("${field}_fr"), '') = '' and "${field}" = ${quoted(english)}`,
      );
    }
  }

  override async down(): Promise<void> {
    // Nothing to undo: the French it wrote is what the seed writes.
  }
}
