import { z } from 'zod';
import { blogCrud, getPublishedPost, listPublishedPosts } from '@northrock/core/blog';
import { contentTypes } from '@northrock/core/registry';
import { type Crud, inLocale, localeQueryInput, recordSchema, validate } from '@northrock/core/shared';
import type { Request } from 'express';
import type { RouteDef } from '../../http/route';

/** `?locale=fr`: the French fields under the English names, field by field (English when absent). */
export const localeQuery: NonNullable<RouteDef['query']> = [
  {
    name: 'locale',
    description: 'en (default) or fr: the French text of each field, its English when the French is empty',
    schema: { type: 'string', enum: ['en', 'fr'] },
  },
];

/** The public read's rows in the language the request asks for. */
export function inRequestLocale<T extends object>(req: Request, value: T): T;
export function inRequestLocale<T extends object>(req: Request, value: T[]): T[];
export function inRequestLocale<T extends object>(req: Request, value: T | T[]): T | T[] {
  const { locale } = validate(localeQueryInput, req.query);
  return Array.isArray(value) ? value.map((row) => inLocale(row, locale)) : inLocale(value, locale);
}

const idOf = (params: Record<string, string>) => Number(params.id);

/** Public list (when docs/product.md has one) and the four admin calls of docs/product.md §7 for one entity. */
function crudRoutes(crud: Crud<object, z.ZodObject>, opts: { adminPath: string; publicPath?: string; tag: string; plural: string }): RouteDef[] {
  const { label, input } = crud.definition;
  const record = recordSchema(input);
  const routes: RouteDef[] = [];
  if (opts.publicPath) {
    routes.push({
      method: 'get',
      path: opts.publicPath,
      tag: opts.tag,
      summary: `List ${opts.plural} (public, in display order)`,
      query: localeQuery,
      response: { status: 200, description: `The ${opts.plural}`, schema: z.array(record) },
      errors: [422],
      handler: async ({ em, req }) => inRequestLocale(req, await crud.list(em)),
    });
  }
  routes.push(
    {
      method: 'get',
      path: opts.adminPath,
      tag: opts.tag,
      summary: `List ${opts.plural} (admin)`,
      auth: true,
      response: { status: 200, description: `Every ${label.toLowerCase()}`, schema: z.array(record) },
      handler: ({ em }) => crud.list(em),
    },
    {
      method: 'post',
      path: opts.adminPath,
      tag: opts.tag,
      summary: `Create a ${label.toLowerCase()}`,
      auth: true,
      body: input,
      response: { status: 201, description: `The created ${label.toLowerCase()}`, schema: record },
      errors: [409, 415, 422],
      handler: ({ em, req }) => crud.create(em, req.body),
    },
    {
      method: 'put',
      path: `${opts.adminPath}/{id}`,
      tag: opts.tag,
      summary: `Replace a ${label.toLowerCase()}`,
      auth: true,
      idParams: ['id'],
      body: input,
      response: { status: 200, description: `The updated ${label.toLowerCase()}`, schema: record },
      errors: [404, 409, 415, 422],
      handler: ({ em, req, params }) => crud.update(em, idOf(params), req.body),
    },
    {
      method: 'delete',
      path: `${opts.adminPath}/{id}`,
      tag: opts.tag,
      summary: `Delete a ${label.toLowerCase()}`,
      auth: true,
      idParams: ['id'],
      response: {
        status: 200,
        description: 'Deleted',
        schema: z.object({ id: z.number().int(), message: z.string() }),
      },
      errors: [404],
      handler: async ({ em, params }) => {
        await crud.remove(em, idOf(params));
        return { id: idOf(params), message: `${label} deleted successfully` };
      },
    },
  );
  return routes;
}

const blogRecord = recordSchema(blogCrud.definition.input);

/** The CRUD of every content type of the registry (services/core/src/registry), then the public blog. */
export function contentRoutes(): RouteDef[] {
  return [...contentTypes().flatMap((type) => crudRoutes(type.crud, type.rest)), ...blogRoutes];
}

const blogRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/blog',
    tag: 'Blog',
    summary: 'List published blog posts, newest first',
    query: localeQuery,
    response: { status: 200, description: 'Published posts', schema: z.array(blogRecord) },
    errors: [422],
    handler: async ({ em, req }) => inRequestLocale(req, await listPublishedPosts(em)),
  },
  {
    method: 'get',
    path: '/blog/{slug}',
    tag: 'Blog',
    summary: 'One published blog post by its slug',
    query: localeQuery,
    response: { status: 200, description: 'The post', schema: blogRecord },
    errors: [404, 422],
    handler: async ({ em, params, req }) => inRequestLocale(req, await getPublishedPost(em, params.slug ?? '')),
  },
];
