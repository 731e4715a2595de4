import { dashboardStats, type DashboardStats } from '@northrock/core/modules/admin/dashboard.service';
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
