import { getSiteSettings, siteSettingsInput, updateSiteSettings } from '@northrock/core/site-settings';
import type { RouteDef } from '../../http/route';
import { inRequestLocale, localeQuery } from '../content/content.rest';

export const siteSettingsRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/site-settings',
    tag: 'Site settings',
    summary: 'Company info for the footer and contact card',
    query: localeQuery,
    response: { status: 200, description: 'The settings', schema: siteSettingsInput },
    errors: [422],
    handler: async ({ em, req }) => inRequestLocale(req, await getSiteSettings(em)),
  },
  {
    method: 'get',
    path: '/admin/site-settings',
    tag: 'Site settings',
    summary: 'The settings, for the admin form',
    auth: true,
    response: { status: 200, description: 'The settings', schema: siteSettingsInput },
    errors: [401],
    handler: ({ em }) => getSiteSettings(em),
  },
  {
    method: 'put',
    path: '/admin/site-settings',
    tag: 'Site settings',
    summary: 'Replace the settings (all seven fields required)',
    auth: true,
    body: siteSettingsInput,
    response: { status: 200, description: 'The saved settings', schema: siteSettingsInput },
    errors: [401, 415, 422],
    handler: ({ em, req }) => updateSiteSettings(em, req.body),
  },
];
