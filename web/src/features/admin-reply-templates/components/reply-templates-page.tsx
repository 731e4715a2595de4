import { replyTemplateInput } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { crudDocs } from '~/features/admin-kit/hooks/use-crud-resource';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { createReplyTemplateMutation } from '../api/create-reply-template.mutation';
import { deleteReplyTemplateMutation } from '../api/delete-reply-template.mutation';
import { adminReplyTemplatesQuery } from '../api/reply-templates-list.query';
import { updateReplyTemplateMutation } from '../api/update-reply-template.mutation';

const replyTemplateTexts = entityTexts('Reply Template', 'Reply Templates');

const fields: FieldSpec[] = [
  { kind: 'text', name: 'title', label: 'Title', hint: 'What the template picker on a lead shows.', french: true },
  {
    kind: 'textarea',
    name: 'body',
    label: 'Body',
    rows: 8,
    hint: "{name} becomes the homeowner's first name, {company} the company's name. The company's phone and e-mail are added below every reply.",
    french: true,
  },
  { kind: 'number', name: 'order', label: 'Order' },
];

const docs = crudDocs(
  adminReplyTemplatesQuery,
  (d) => d.adminReplyTemplates,
  createReplyTemplateMutation,
  updateReplyTemplateMutation,
  deleteReplyTemplateMutation,
);

/** The texts the office starts a reply to a homeowner from (docs/admin.md, "Replies"). */
export function ReplyTemplatesPage() {
  return (
    <CrudPage
      texts={replyTemplateTexts}
      historyType="ReplyTemplate"
      schema={replyTemplateInput}
      fields={fields}
      docs={docs}
      renderItem={(t, nameId) => <ItemCard nameId={nameId} title={t.title} meta={`Order ${t.order}`} text={t.body} />}
    />
  );
}
