import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122051140_lead_pipeline } from './Migration20261122051140_lead_pipeline';
import { Migration20261122050634_contact_notes } from './Migration20261122050634_contact_notes';
import { Migration20261122045629_initial } from './Migration20261122045629_initial';

/**
 * Every migration, in order. Listed explicitly (not discovered from disk) so bundled
 * builds carry them. `npm run migration:create` appends new ones.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122045629_initial',
  class: Migration20261122045629_initial },
  { name: 'Migration20261122050634_contact_notes',
  class: Migration20261122050634_contact_notes },
  { name: 'Migration20261122051140_lead_pipeline', class: Migration20261122051140_lead_pipeline },
];
