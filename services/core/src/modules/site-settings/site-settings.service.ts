import { brand } from '../../brand';
import type { Em } from '../../platform/db';
import { keepFrench, validate } from '../shared';
import { SiteSettings } from './site-settings.entity';
import { siteSettingsInput, type SiteSettingsInput } from './site-settings.schemas';

const SETTINGS_ID = 1;

/** What a fresh install shows before the admin saves anything. */
export const defaultSiteSettings: SiteSettingsInput = {
  company_name: brand.name,
  tagline: 'Foundation repair and basement waterproofing built for the North',
  tagline_fr: 'Réparation de fondations et imperméabilisation de sous-sols, conçues pour le Nord',
  description:
    'Family-run foundation repair and waterproofing contractor serving Thunder Bay, Sudbury, Winnipeg and the towns between since 1999. Engineered repairs, systemized crews and written warranties.',
  description_fr:
    'Entrepreneur familial en réparation de fondations et en imperméabilisation au service de Thunder Bay, de Sudbury, de Winnipeg et des villes entre les deux depuis 1999. Réparations conçues par des ingénieurs, équipes rodées et garanties écrites.',
  phone: brand.phone,
  email: brand.email,
  address: `${brand.headquarters} (service area: ${brand.serviceArea})`,
  address_fr: 'Thunder Bay (Ontario), au service du Nord et du Nord-Ouest de l’Ontario et du Manitoba',
  logo: '/brand/northrock-logo.svg',
};

export type SiteSettingsView = SiteSettingsInput;

function view(row: SiteSettings | null): SiteSettingsView {
  if (!row) return { ...defaultSiteSettings };
  const { company_name, tagline, tagline_fr, description, description_fr, phone, email, address, address_fr, logo } = row;
  return {
    company_name,
    tagline,
    tagline_fr: tagline_fr ?? null,
    description,
    description_fr: description_fr ?? null,
    phone,
    email,
    address,
    address_fr: address_fr ?? null,
    logo,
  };
}

export async function getSiteSettings(em: Em): Promise<SiteSettingsView> {
  return view(await em.findOne(SiteSettings, { id: SETTINGS_ID }));
}

/**
 * Replaces the whole settings object (docs/product.md §7: `PUT /admin/site-settings`, full object);
 * a French twin left out keeps its French while its English is unchanged (`keepFrench`).
 */
export async function updateSiteSettings(em: Em, input: unknown): Promise<SiteSettingsView> {
  const row = await em.findOne(SiteSettings, { id: SETTINGS_ID });
  const data = keepFrench(validate(siteSettingsInput, input), row ?? defaultSiteSettings, input);
  if (row) em.assign(row, data);
  else em.persist(em.create(SiteSettings, { id: SETTINGS_ID, ...data }));
  await em.flush();
  return { ...data };
}
