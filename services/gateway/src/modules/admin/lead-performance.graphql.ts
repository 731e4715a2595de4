import { chartPeriodDays, responseTimes, revenueBySource, type ResponseTimes, type RevenueReport } from '@northrock/core/lead-desk';
import { builder } from '../../graphql/builder';
import { adminOnly } from '../../graphql/crud-operations';
import { objectTypeFromZod } from '../../graphql/zod-types';
import {
  responseOwnerRecord,
  responseShareRecord,
  responseTimesRecord,
  responseWeekRecord,
  revenueReportRecord,
  revenueRowRecord,
} from './lead-performance.records';

/** The dashboard's response times and revenue per source (REST: lead-performance.rest.ts). */

objectTypeFromZod('ResponseWeek', responseWeekRecord, { description: "One week's leads and their median first response (office minutes)." });
objectTypeFromZod('ResponseOwner', responseOwnerRecord, { description: "One owner's leads and their median first response (office minutes)." });
objectTypeFromZod('ResponseShare', responseShareRecord, { description: 'The share of leads answered within a number of office minutes.' });
const ResponseTimesType = objectTypeFromZod<ResponseTimes>('ResponseTimes', responseTimesRecord, {
  description: 'First responses in office minutes over the last 12 weeks. Spam held back is left out.',
});
objectTypeFromZod('RevenueRow', revenueRowRecord, { description: 'Leads, won jobs, revenue and conversion of one source or landing page.' });
const RevenueReportType = objectTypeFromZod<RevenueReport>('RevenueReport', revenueReportRecord, {
  description: 'Leads, won jobs, revenue and conversion per source and per landing page.',
});

builder.queryField('leadResponseTimes', (t) =>
  t.field({
    type: ResponseTimesType,
    authScopes: adminOnly,
    description: 'Median first response in office minutes per week (last 12) and per owner, and the shares answered within 5, 60 and 1440.',
    resolve: (_root, _args, ctx) => responseTimes(ctx.em),
  }),
);

builder.queryField('leadRevenue', (t) =>
  t.field({
    type: RevenueReportType,
    authScopes: adminOnly,
    description: 'Per source and landing page over the last `days` days (7, 30 or 90; absent: all time): leads, won, revenue, conversion.',
    args: { days: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => revenueBySource(ctx.em, args.days === null || args.days === undefined ? undefined : chartPeriodDays(args.days)),
  }),
);
