import { differentiatorInput } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { crudDocs } from '~/features/admin-kit/hooks/use-crud-resource';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { createDifferentiatorMutation } from '../api/create-differentiator.mutation';
import { deleteDifferentiatorMutation } from '../api/delete-differentiator.mutation';
import { adminDifferentiatorsQuery } from '../api/differentiators-list.query';
import { updateDifferentiatorMutation } from '../api/update-differentiator.mutation';

const differentiatorTexts = entityTexts('Differentiator', 'Differentiators');

const dFields: FieldSpec[] = [
  { kind: 'text', name: 'title', label: 'Title', french: true },
  { kind: 'text', name: 'tagline', label: 'Tagline', french: true },
  { kind: 'textarea', name: 'description', label: 'Description', rows: 4, french: true },
  { kind: 'number', name: 'order', label: 'Order' },
];

const docs = crudDocs(
  adminDifferentiatorsQuery,
  (d) => d.adminDifferentiators,
  createDifferentiatorMutation,
  updateDifferentiatorMutation,
  deleteDifferentiatorMutation,
);

export function DifferentiatorsPage() {
  return (
    <CrudPage
      texts={differentiatorTexts}
      historyType="Differentiator"
      schema={differentiatorInput}
      fields={dFields}
      docs={docs}
      renderItem={(d, nameId) => <ItemCard nameId={nameId} title={d.title} meta={d.tagline} text={d.description} />}
    />
  );
}
