import { useMemo } from 'react';
import type { ContentCard, ContentDeclaration, FieldSpec } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import { contentDocuments, type ContentItem } from '../lib/content-documents';

export interface ContentPageProps {
  type: ContentDeclaration;
  fields: readonly FieldSpec[];
  card: ContentCard;
}

const textOf = (item: ContentItem, field: string | undefined) => {
  const value = field ? item[field] : undefined;
  return value === null || value === undefined || value === '' ? undefined : String(value);
};

/**
 * The back office screen of any content type the registry declares with a generic screen
 * (services/core/src/registry/content-catalogue.ts): its list of cards, and the Add/Edit dialog
 * with the declared fields, checked with the type's zod input before anything is sent.
 */
export function ContentPage({ type, fields, card }: ContentPageProps) {
  const docs = useMemo(() => contentDocuments(type), [type]);
  const texts = useMemo(() => entityTexts(type.title, type.nav.label), [type]);
  return (
    <CrudPage
      texts={texts}
      historyType={type.typeName}
      schema={type.input}
      fields={fields}
      docs={docs}
      renderItem={(item, nameId) => {
        const meta = textOf(item, card.meta?.field);
        return (
          <ItemCard
            nameId={nameId}
            title={textOf(item, card.title) ?? ''}
            image={textOf(item, card.image)}
            meta={meta === undefined ? undefined : `${card.meta?.prefix ?? ''}${meta}`}
            text={textOf(item, card.text)}
          />
        );
      }}
    />
  );
}
