import { defineEntity, p } from '@mikro-orm/core';
import { timestampColumns } from '../shared';

/** One row (id 1): what the footer, contact card and emails show. */
const SiteSettingsSchema = defineEntity({
  name: 'SiteSettings',
  tableName: 'site_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    company_name: p.string(),
    tagline: p.string(),
    description: p.text(),
    tagline_fr: p.string().nullable(),
    description_fr: p.text().nullable(),
    address_fr: p.string().length(300).nullable(),
    phone: p.string(),
    email: p.string(),
    address: p.string(),
    logo: p.string().length(2048),
    ...timestampColumns,
  },
});
export class SiteSettings extends SiteSettingsSchema.class {}
SiteSettingsSchema.setClass(SiteSettings);
export { SiteSettingsSchema };
