import { dashboardStats, type DashboardStats } from '@northrock/core/modules/admin/dashboard.service';
import { pageViewTotals, type PageViewTotal } from '@northrock/core/modules/page-views/page-views.service';
import { builder } from '../../graphql/builder';
import { adminOnly } from '../../graphql/crud-operations';

const DashboardStatsType = builder.objectRef<DashboardStats>('DashboardStats').implement({
  description: 'Counts for the dashboard cards.',
  fields: (t) => ({
    services: t.exposeInt('services'),
    projects: t.exposeInt('projects'),
    blog_posts: t.exposeInt('blog_posts'),
    new_contacts: t.exposeInt('new_contacts', { description: 'Submissions whose status is new.' }),
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
