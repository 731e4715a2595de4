import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261129041620_visit_invited_estimator } from './Migration20261129041620_visit_invited_estimator';
import { Migration20261123080000_lead_attribution } from './Migration20261123080000_lead_attribution';
import { Migration20261123013241_pipeline_identity } from './Migration20261123013241_pipeline_identity';
import { Migration20261123060000_staff_accounts } from './Migration20261123060000_staff_accounts';
import { Migration20261123061000_page_views } from './Migration20261123061000_page_views';
import { Migration20261123081000_activity_log } from './Migration20261123081000_activity_log';
import { Migration20261126130000_lead_retention } from './Migration20261126130000_lead_retention';
import { Migration20261126160000_speed_to_lead } from './Migration20261126160000_speed_to_lead';
import { Migration20261126161000_roles_and_owners } from './Migration20261126161000_roles_and_owners';

import { Migration20261126162000_response_clock } from './Migration20261126162000_response_clock';

import { Migration20261126181000_resumable_uploads } from './Migration20261126181000_resumable_uploads';
import { Migration20261126164000_lead_outcome } from './Migration20261126164000_lead_outcome';
import { Migration20261126180000_lead_client_id_language } from './Migration20261126180000_lead_client_id_language';
import { Migration20261126183000_french_content } from './Migration20261126183000_french_content';
import { Migration20261126184000_reply_templates_french } from './Migration20261126184000_reply_templates_french';
import { Migration20261126185000_french_content_more } from './Migration20261126185000_french_content_more';
import { Migration20261128150000_site_settings_french_again } from './Migration20261128150000_site_settings_french_again';
import { Migration20261126163000_reply_templates } from './Migration20261126163000_reply_templates';
import { Migration20261123012709_security_hardening } from './Migration20261123012709_security_hardening';
import { Migration20261122051140_lead_pipeline } from './Migration20261122051140_lead_pipeline';
import { Migration20261122050634_contact_notes } from './Migration20261122050634_contact_notes';
import { Migration20261122045629_initial } from './Migration20261122045629_initial';
import { Migration20261128145821_web_vitals } from './Migration20261128145821_web_vitals';
import { Migration20261128180000_bookings } from './Migration20261128180000_bookings';
import { Migration20261128150751_backups } from './Migration20261128150751_backups';
import { Migration20261128173729_reviews } from './Migration20261128173729_reviews';

/**
 * Every migration, in order. Listed explicitly (not discovered from disk) so bundled
 * builds carry them. `npm run migration:create` appends new ones.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122045629_initial', class: Migration20261122045629_initial },
  { name: 'Migration20261122050634_contact_notes', class: Migration20261122050634_contact_notes },
  { name: 'Migration20261122051140_lead_pipeline', class: Migration20261122051140_lead_pipeline },
  { name: 'Migration20261123012709_security_hardening', class: Migration20261123012709_security_hardening },
  { name: 'Migration20261123013241_pipeline_identity', class: Migration20261123013241_pipeline_identity },
  { name: 'Migration20261123060000_staff_accounts', class: Migration20261123060000_staff_accounts },
  { name: 'Migration20261123061000_page_views', class: Migration20261123061000_page_views },
  { name: 'Migration20261123080000_lead_attribution', class: Migration20261123080000_lead_attribution },
  { name: 'Migration20261123081000_activity_log', class: Migration20261123081000_activity_log },
  { name: 'Migration20261126130000_lead_retention', class: Migration20261126130000_lead_retention },
  { name: 'Migration20261126160000_speed_to_lead', class: Migration20261126160000_speed_to_lead },
  { name: 'Migration20261126161000_roles_and_owners', class: Migration20261126161000_roles_and_owners },
  { name: 'Migration20261126162000_response_clock', class: Migration20261126162000_response_clock },
  { name: 'Migration20261126164000_lead_outcome', class: Migration20261126164000_lead_outcome },
  { name: 'Migration20261126163000_reply_templates', class: Migration20261126163000_reply_templates },
  { name: 'Migration20261126180000_lead_client_id_language', class: Migration20261126180000_lead_client_id_language },
  { name: 'Migration20261126181000_resumable_uploads', class: Migration20261126181000_resumable_uploads },
  { name: 'Migration20261126183000_french_content', class: Migration20261126183000_french_content },
  { name: 'Migration20261126184000_reply_templates_french', class: Migration20261126184000_reply_templates_french },
  { name: 'Migration20261126185000_french_content_more', class: Migration20261126185000_french_content_more },
  { name: 'Migration20261128145821_web_vitals', class: Migration20261128145821_web_vitals },
  { name: 'Migration20261128150000_site_settings_french_again', class: Migration20261128150000_site_settings_french_again },
  { name: 'Migration20261128150751_backups', class: Migration20261128150751_backups },
  { name: 'Migration20261128180000_bookings', class: Migration20261128180000_bookings },
  { name: 'Migration20261128173729_reviews', class: Migration20261128173729_reviews },
  { name: 'Migration20261129041620_visit_invited_estimator', class: Migration20261129041620_visit_invited_estimator },
];
