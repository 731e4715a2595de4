/**
 * Reply templates: the texts the office starts a reply to a homeowner from (a content type of the
 * registry: admin CRUD over REST and GraphQL, a back office screen). Replies themselves are ../lead-reply.
 */
export { ReplyTemplate, ReplyTemplateSchema } from './reply-template.entity';
export { fillReplyPlaceholders, replyPlaceholders, replyTemplateInput, unknownPlaceholders, type ReplyPlaceholder } from './reply-template.schemas';
export { replyTemplateCrud } from './reply-template.service';
