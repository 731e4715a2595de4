import { z } from 'zod';
import { dashboardStats } from '@northrock/core/admin';
import type { RouteDef } from '../../http/route';

/** The dashboard's counts (REST; GraphQL: dashboard.graphql.ts). */
export const dashboardRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/admin/dashboard-stats',
    tag: 'Admin dashboard',
    summary: 'Counts for the dashboard cards',
    auth: true,
    response: {
      status: 200,
      description: 'Counts',
      schema: z.object({
        services: z.number().int(),
        projects: z.number().int(),
        blog_posts: z.number().int(),
        new_contacts: z.number().int().describe('Leads whose status is new (spam held back not included)'),
        held_back_spam: z.number().int().describe('Leads the spam defence holds back (honeypot, altered form token), not released by staff'),
        possible_spam: z.number().int().describe('Leads sent too fast: with staff, their homeowner confirmation waits for a release'),
      }),
    },
    errors: [401],
    handler: ({ em }) => dashboardStats(em),
  },
];
