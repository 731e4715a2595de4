import { adminNavigation, contentTypes, typeNameOf, type AdminNavEntry } from '@northrock/core/registry';
import { builder } from '../../graphql/builder';
import { crudOperations, publicBySlug, signedInOnly } from '../../graphql/crud-operations';
import { getServiceBySlug } from '@northrock/core/service';

/**
 * The types and CRUD operations of every content type of the registry
 * (services/core/src/registry): `Service`, `services`, `adminServices`, `createService`, ...
 */
export const contentTypeRefs = new Map(
  contentTypes().map((type) => {
    const name = typeNameOf(type);
    return [name, crudOperations(type.crud, { type: name, ...type.graphql, admin: true })] as const;
  }),
);

const AdminNavEntryType = builder.objectRef<AdminNavEntry>('AdminNavEntry').implement({
  description: 'One entry of the back office sidebar.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The screen: /admin/...' }),
    label: t.exposeString('label', { description: 'What the sidebar shows.' }),
  }),
});

builder.queryField('adminNavigation', (t) =>
  t.field({
    type: [AdminNavEntryType],
    authScopes: signedInOnly,
    description:
      "The back office sidebar, in order: the dashboard, a screen per content type of the registry, then leads, accounts, activity and settings; an estimator's only leads and settings.",
    resolve: async (_root, _args, ctx) => adminNavigation((await ctx.signedIn()).role),
  }),
);

publicBySlug(
  'service',
  contentTypeRefs.get('Service')!,
  'One service by its slug (/services/{slug}); null when there is none (the page answers 404).',
  getServiceBySlug,
);
