import { defineEntity, p } from '@mikro-orm/core';

/**
 * Views of one public page on one day (UTC): an aggregated counter, nothing about the visitor
 * (no address, no identifier, no cookie), so it needs no consent.
 */
const PageViewSchema = defineEntity({
  name: 'PageView',
  tableName: 'page_views',
  properties: {
    day: p.string().columnType('date').primary(),
    path: p.string().length(200).primary(),
    views: p.integer().default(0),
  },
});
class PageView extends PageViewSchema.class {}
PageViewSchema.setClass(PageView);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const pageViewEntities = [PageViewSchema];
