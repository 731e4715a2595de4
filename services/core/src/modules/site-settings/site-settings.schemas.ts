import { z } from 'zod';
import { email, frenchText, requiredText, urlOrPath } from '../shared/fields.schemas';

/** Site settings (docs/product.md §3): all seven fields required, email well-formed. */
export const siteSettingsInput = z.strictObject({
  company_name: requiredText('Company Name', 120),
  tagline: requiredText('Tagline', 200),
  tagline_fr: frenchText('Tagline', 200),
  description: requiredText('Description', 2000, 'multiline'),
  description_fr: frenchText('Description', 2000, 'multiline'),
  phone: requiredText('Phone', 40).regex(/^[0-9+().\s-]{7,40}$/, 'Phone must be a phone number'),
  email: email('Email'),
  address: requiredText('Address / Service Area', 300),
  address_fr: frenchText('Address / Service Area', 300),
  logo: urlOrPath('Logo URL'),
});
export type SiteSettingsInput = z.infer<typeof siteSettingsInput>;
