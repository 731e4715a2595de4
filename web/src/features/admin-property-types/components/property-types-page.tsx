import { propertyTypeInput } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { crudDocs } from '~/features/admin-kit/hooks/use-crud-resource';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { createPropertyTypeMutation } from '../api/create-property-type.mutation';
import { deletePropertyTypeMutation } from '../api/delete-property-type.mutation';
import { adminPropertyTypesQuery } from '../api/property-types-list.query';
import { updatePropertyTypeMutation } from '../api/update-property-type.mutation';

const propertyTypeTexts = entityTexts('Property Type', 'Property Types');

const pFields: FieldSpec[] = [
  { kind: 'text', name: 'type', label: 'Type', french: true },
  { kind: 'textarea', name: 'description', label: 'Description', rows: 4, french: true },
  { kind: 'image', name: 'image', label: 'Image URL' },
  { kind: 'number', name: 'order', label: 'Order' },
];

const docs = crudDocs(adminPropertyTypesQuery, (d) => d.adminPropertyTypes, createPropertyTypeMutation, updatePropertyTypeMutation, deletePropertyTypeMutation);

export function PropertyTypesPage() {
  return (
    <CrudPage
      texts={propertyTypeTexts}
      historyType="PropertyType"
      schema={propertyTypeInput}
      fields={pFields}
      docs={docs}
      renderItem={(p, nameId) => <ItemCard nameId={nameId} title={p.type} image={p.image ?? undefined} meta={`Order ${p.order}`} text={p.description} />}
    />
  );
}
