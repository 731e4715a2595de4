export { SiteSettings, SiteSettingsSchema } from './site-settings.entity';
export { siteSettingsInput } from './site-settings.schemas';
export { defaultSiteSettings, getSiteSettings, updateSiteSettings, type SiteSettingsView } from './site-settings.service';
