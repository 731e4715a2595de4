import { defineEntity, p } from '@mikro-orm/core';

/**
 * Real visitors' Core Web Vitals, aggregated: one histogram of one metric per UTC day, page
 * template, language, device class and connection type (vitals-histogram.ts has the bins).
 * Every key is an enum of the beacon's schema, so the table holds at most
 * days x 17 templates x 2 x 2 x 5 x 5 rows however many beacons arrive; nothing about the
 * visitor is kept.
 */
const WebVitalSchema = defineEntity({
  name: 'WebVital',
  tableName: 'web_vitals',
  properties: {
    day: p.string().columnType('date').primary(),
    template: p.string().length(20).primary(),
    language: p.string().length(2).primary(),
    device: p.string().length(7).primary(),
    connection: p.string().length(7).primary(),
    metric: p.string().length(4).primary(),
    /** Page views per bin; the layout of the metric's bins (vitals-histogram.ts) gives the length. */
    counts: p.array<number>(Number).columnType('int[]'),
  },
});
export class WebVital extends WebVitalSchema.class {}
WebVitalSchema.setClass(WebVital);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const webVitalEntities = [WebVitalSchema];
