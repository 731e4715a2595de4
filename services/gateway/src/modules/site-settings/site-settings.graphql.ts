import { getSiteSettings, siteSettingsInput, type SiteSettingsView, updateSiteSettings } from '@northrock/core/site-settings';
import { builder } from '../../graphql/builder';
import { publicReadFields } from '../../http/public-cache';
import { adminOnly, inputValue, localeArg } from '../../graphql/crud-operations';
import { inLocale } from '@northrock/core/shared';
import { inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';

const SiteSettingsType = objectTypeFromZod<SiteSettingsView>('SiteSettings', siteSettingsInput, {
  description: 'Company info for the footer, the contact card and emails.',
});
const SiteSettingsInput = inputTypeFromZod('SiteSettingsInput', siteSettingsInput, 'The whole settings object (all seven fields).');

publicReadFields.add('siteSettings');
builder.queryFields((t) => ({
  siteSettings: t.field({
    type: SiteSettingsType,
    description: 'Company info (public).',
    args: { locale: t.arg(localeArg) },
    resolve: async (_root, args, ctx) => inLocale(await getSiteSettings(ctx.em), args.locale),
  }),
  adminSiteSettings: t.field({
    type: SiteSettingsType,
    authScopes: adminOnly,
    description: 'The settings, for the admin form.',
    resolve: (_root, _args, ctx) => getSiteSettings(ctx.em),
  }),
}));

builder.mutationField('updateSiteSettings', (t) =>
  t.field({
    type: SiteSettingsType,
    authScopes: adminOnly,
    description: 'Replace the settings.',
    args: { input: t.arg({ type: SiteSettingsInput, required: true }) },
    resolve: (_root, args, ctx) => updateSiteSettings(ctx.em, inputValue(args.input)),
  }),
);
