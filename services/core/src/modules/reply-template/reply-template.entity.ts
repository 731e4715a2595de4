import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

/** A reply the office starts from (docs/admin.md, "Replies"); `{name}` and `{company}` are filled in when used. */
const ReplyTemplateSchema = defineEntity({
  name: 'ReplyTemplate',
  tableName: 'reply_templates',
  properties: {
    ...idColumn,
    title: p.string().length(100),
    body: p.text(),
    title_fr: p.string().length(100).nullable(),
    body_fr: p.text().nullable(),
    order: p.integer().default(0),
    ...timestampColumns,
  },
});
export class ReplyTemplate extends ReplyTemplateSchema.class {}
ReplyTemplateSchema.setClass(ReplyTemplate);
export { ReplyTemplateSchema };
