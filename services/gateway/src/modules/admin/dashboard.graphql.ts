import { dashboardStats, type DashboardStats } from '@northrock/core/admin';
import { chartPeriodDays, leadsBySource, leadsPerWeek, type LeadWeek, type LeadWeeks, type SourceCount } from '@northrock/core/lead-desk';
import { landingConversions, pageViewTotals, type LandingConversion, type PageViewTotal } from '@northrock/core/page-views';
import { builder } from '../../graphql/builder';
import { adminOnly } from '../../graphql/crud-operations';

const DashboardStatsType = builder.objectRef<DashboardStats>('DashboardStats').implement({
  description: 'Counts for the dashboard cards.',
  fields: (t) => ({
    services: t.exposeInt('services'),
    projects: t.exposeInt('projects'),
    blog_posts: t.exposeInt('blog_posts'),
    new_contacts: t.exposeInt('new_contacts', { description: 'Leads whose status is new.' }),
    held_back_spam: t.exposeInt('held_back_spam', { description: 'Leads the spam defence holds back (honeypot, altered form token), not released.' }),
    possible_spam: t.exposeInt('possible_spam', { description: 'Leads sent too fast: their homeowner confirmation waits for a release.' }),
  }),
});

builder.queryField('dashboardStats', (t) =>
  t.field({
    type: DashboardStatsType,
    authScopes: adminOnly,
    description: 'Counts for the dashboard cards.',
    resolve: (_root, _args, ctx) => dashboardStats(ctx.em),
  }),
);

const PageViewTotalType = builder.objectRef<PageViewTotal>('PageViewTotal').implement({
  description: 'Views of one public page over a period (counted per route and day; nothing about the visitor).',
  fields: (t) => ({
    path: t.exposeString('path'),
    views: t.exposeInt('views'),
  }),
});

builder.queryField('pageViews', (t) =>
  t.field({
    type: [PageViewTotalType],
    authScopes: adminOnly,
    description: 'Views per public page over the last `days` days (1-366, today included), most viewed first; crawlers are not counted.',
    args: { days: t.arg.int({ required: false, defaultValue: 30 }) },
    resolve: (_root, args, ctx) => pageViewTotals(ctx.em, args.days ?? 30),
  }),
);

// The lead charts: PostgreSQL aggregates, the admin's browser draws (features/admin-dashboard).

const SourceCountType = builder.objectRef<SourceCount>('SourceCount').implement({
  description: 'Leads from one source (utm_source, else the referring host, else "direct"; "unknown" for leads from before it was kept).',
  fields: (t) => ({
    source: t.exposeString('source'),
    leads: t.exposeInt('leads'),
  }),
});

builder.queryField('leadsBySource', (t) =>
  t.field({
    type: [SourceCountType],
    authScopes: adminOnly,
    description: 'Leads per source over the last `days` days (7, 30 or 90, today included; absent: all time), most first. Spam is left out.',
    args: { days: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => leadsBySource(ctx.em, args.days === null || args.days === undefined ? undefined : chartPeriodDays(args.days)),
  }),
);

const CityCountType = builder.objectRef<LeadWeek['by_city'][number]>('CityLeadCount').implement({
  fields: (t) => ({
    city: t.exposeString('city'),
    leads: t.exposeInt('leads'),
  }),
});

const LeadWeekType = builder.objectRef<LeadWeek>('LeadWeek').implement({
  description: 'Leads of one week (Monday to Sunday, UTC).',
  fields: (t) => ({
    week: t.exposeString('week', { description: 'The Monday, YYYY-MM-DD.' }),
    total: t.exposeInt('total'),
    by_city: t.field({ type: [CityCountType], description: 'One count per city of LeadWeeks.cities, in that order.', resolve: (w) => w.by_city }),
  }),
});

const LeadWeeksType = builder.objectRef<LeadWeeks>('LeadWeeks').implement({
  fields: (t) => ({
    cities: t.exposeStringList('cities', { description: 'The five cities with most leads, then "Other" and "Not given" when any.' }),
    weeks: t.field({ type: [LeadWeekType], resolve: (w) => w.weeks }),
  }),
});

builder.queryField('leadsPerWeek', (t) =>
  t.field({
    type: LeadWeeksType,
    authScopes: adminOnly,
    description: 'Leads per week over the last 12 weeks (this one included), split by city. Spam is left out.',
    resolve: (_root, _args, ctx) => leadsPerWeek(ctx.em),
  }),
);

const LandingConversionType = builder.objectRef<LandingConversion>('LandingConversion').implement({
  description: "A landing page's views and the leads whose visit started there, over a period.",
  fields: (t) => ({
    path: t.exposeString('path'),
    views: t.exposeInt('views'),
    leads: t.exposeInt('leads'),
    conversion_rate: t.exposeFloat('conversion_rate', { nullable: true, description: 'Leads per 100 views (one decimal); null without views.' }),
  }),
});

builder.queryField('landingConversions', (t) =>
  t.field({
    type: [LandingConversionType],
    authScopes: adminOnly,
    description: 'Views, leads and conversion per landing page over the last `days` days (7, 30 or 90), pages with leads first.',
    args: { days: t.arg.int({ required: false, defaultValue: 30 }) },
    resolve: (_root, args, ctx) => landingConversions(ctx.em, chartPeriodDays(args.days ?? 30)),
  }),
);
