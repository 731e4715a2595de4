import { defineCrud } from '../shared';
import { ReplyTemplate } from './reply-template.entity';
import { replyTemplateInput } from './reply-template.schemas';

export const replyTemplateCrud = defineCrud({
  entity: ReplyTemplate,
  label: 'Reply template',
  input: replyTemplateInput,
  orderBy: { order: 'asc', id: 'asc' },
});
