import { parse } from 'graphql';
import type { ContentDeclaration } from '@northrock/core/browser';
import type { CrudDocuments } from '~/features/admin-kit/hooks/use-crud-resource';

export type ContentItem = { id: number } & Record<string, unknown>;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * The admin list query and the create/update/delete mutations of a content type, named as the
 * gateway names them for every type of the registry (services/gateway/src/graphql/crud-operations.ts):
 * `adminMaterials`, `createMaterial(input: MaterialInput!)`, `updateMaterial`, `deleteMaterial`.
 * The list selects every field of the type's input (its French twins included), which the edit
 * dialog prefills.
 */
export function contentDocuments(type: Pick<ContentDeclaration, 'typeName' | 'input' | 'graphql'>): CrudDocuments<Record<string, ContentItem[]>, ContentItem> {
  const list = `admin${capitalised(type.graphql.plural)}`;
  const name = type.typeName;
  const fields = ['id', ...Object.keys(type.input.shape)].join(' ');
  return {
    list: parse(`query ${list} { ${list} { ${fields} } }`),
    items: (data) => data[list] ?? [],
    create: parse(`mutation create${name}($input: ${name}Input!) { create${name}(input: $input) { id } }`),
    update: parse(`mutation update${name}($id: Int!, $input: ${name}Input!) { update${name}(id: $id, input: $input) { id } }`),
    remove: parse(`mutation delete${name}($id: Int!) { delete${name}(id: $id) }`),
  };
}
