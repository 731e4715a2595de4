import { materialInput } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { crudDocs } from '~/features/admin-kit/hooks/use-crud-resource';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { createMaterialMutation } from '../api/create-material.mutation';
import { deleteMaterialMutation } from '../api/delete-material.mutation';
import { adminMaterialsQuery } from '../api/materials-list.query';
import { updateMaterialMutation } from '../api/update-material.mutation';

const materialTexts = entityTexts('Material', 'Materials');

const mFields: FieldSpec[] = [
  { kind: 'text', name: 'name', label: 'Name', french: true },
  { kind: 'textarea', name: 'description', label: 'Description', rows: 4, french: true },
  { kind: 'image', name: 'image', label: 'Image URL', hint: 'Shown on the home page cards' },
  { kind: 'number', name: 'order', label: 'Order' },
];

const docs = crudDocs(adminMaterialsQuery, (d) => d.adminMaterials, createMaterialMutation, updateMaterialMutation, deleteMaterialMutation);

export function MaterialsPage() {
  return (
    <CrudPage
      texts={materialTexts}
      historyType="Material"
      schema={materialInput}
      fields={mFields}
      docs={docs}
      renderItem={(m, nameId) => <ItemCard nameId={nameId} title={m.name} image={m.image ?? undefined} meta={`Order ${m.order}`} text={m.description} />}
    />
  );
}
