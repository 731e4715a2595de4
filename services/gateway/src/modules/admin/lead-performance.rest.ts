import { chartPeriodDays, responseTimes, revenueBySource } from '@northrock/core/lead-desk';
import type { RouteDef } from '../../http/route';
import { responseTimesRecord, revenueReportRecord } from './lead-performance.records';

/** The dashboard's response times and revenue per source (GraphQL: lead-performance.graphql.ts). */
export const leadPerformanceRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/admin/dashboard/response-times',
    tag: 'Admin dashboard',
    summary: 'Median first response in office minutes per week (last 12) and per owner; shares answered within 5, 60 and 1440 office minutes',
    auth: true,
    response: { status: 200, description: 'Response times (spam held back left out)', schema: responseTimesRecord },
    errors: [401],
    handler: ({ em }) => responseTimes(em),
  },
  {
    method: 'get',
    path: '/admin/dashboard/revenue',
    tag: 'Admin dashboard',
    summary: 'Per source and per landing page: leads, won jobs, revenue and conversion (won / leads)',
    auth: true,
    query: [{ name: 'days', description: 'The period: 7, 30 or 90 days (today included); absent: all time', schema: { type: 'integer', enum: [7, 30, 90] } }],
    response: { status: 200, description: 'Revenue per source and landing page (spam held back left out)', schema: revenueReportRecord },
    errors: [401, 422],
    handler: ({ em, req }) => revenueBySource(em, req.query.days === undefined ? undefined : chartPeriodDays(req.query.days)),
  },
];
