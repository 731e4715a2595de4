import { serviceInput } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { crudDocs } from '~/features/admin-kit/hooks/use-crud-resource';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { createServiceMutation } from '../api/create-service.mutation';
import { deleteServiceMutation } from '../api/delete-service.mutation';
import { adminServicesQuery } from '../api/service-list.query';
import { updateServiceMutation } from '../api/update-service.mutation';

export const serviceTexts = entityTexts('Service', 'Services');

const serviceFields: FieldSpec[] = [
  { kind: 'text', name: 'title', label: 'Title', french: true },
  { kind: 'text', name: 'slug', label: 'Slug', hint: 'The address: /services/<slug>, e.g. exterior-waterproofing' },
  { kind: 'textarea', name: 'description', label: 'Description', rows: 4, french: true },
  { kind: 'image', name: 'image', label: 'Image URL' },
  { kind: 'number', name: 'order', label: 'Order', hint: 'Lower numbers come first on the site' },
  { kind: 'checkbox', name: 'featured', label: 'Featured' },
];

const docs = crudDocs(adminServicesQuery, (d) => d.adminServices, createServiceMutation, updateServiceMutation, deleteServiceMutation);

export function ServicesPage() {
  return (
    <CrudPage
      texts={serviceTexts}
      historyType="Service"
      schema={serviceInput}
      fields={serviceFields}
      docs={docs}
      renderItem={(s, nameId) => (
        <ItemCard nameId={nameId} title={s.title} image={s.image} featured={s.featured} meta={`/services/${s.slug} · Order: ${s.order}`} text={s.description} />
      )}
    />
  );
}
