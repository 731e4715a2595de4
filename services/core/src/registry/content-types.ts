import type { Options } from '@mikro-orm/core';
import type { z } from 'zod';
import type { Em } from '../platform/db';
import { BlogPostSchema, blogCrud, listPublishedPosts } from '../modules/blog';
import { DifferentiatorSchema, differentiatorCrud } from '../modules/differentiator';
import { MaterialSchema, materialCrud } from '../modules/material';
import { ProjectSchema, projectCrud } from '../modules/project';
import { PropertyTypeSchema, propertyTypeCrud } from '../modules/property-type';
import { ReplyTemplateSchema, replyTemplateCrud } from '../modules/reply-template';
import { ServiceSchema, serviceCrud } from '../modules/service';
import type { Crud } from '../modules/shared';
import { TestimonialSchema, testimonialCrud } from '../modules/testimonial';
import { VideoReelSchema, videoReelCrud } from '../modules/video-reel';
import { activityListQueryFor, type ActivityHistory } from '../modules/activity';
import { activityEntityTypesOf, contentCatalogue, publicRestPathsOf, screenProblems, type ContentDeclaration, type ContentTypeName } from './content-catalogue';
import { adminNavigationOf, type AdminNavEntry, type Role } from './navigation';

/**
 * One admin-managed kind of content on the server: its declaration (content-catalogue.ts, what
 * every process sees) with its entity and its `defineCrud` service. From this the ORM maps it, a
 * write bumps the public content version (`public`), the activity log records it, REST and
 * GraphQL get its CRUD, OpenAPI documents it and the admin navigation links it.
 */
export interface ContentType extends Omit<ContentDeclaration, 'graphql'> {
  /** The ORM's entity (`defineEntity`); its class name is `typeName`. */
  schema: EntityRef;
  crud: Crud<object, z.ZodObject>;
  graphql: Omit<ContentDeclaration['graphql'], 'publicList'> & {
    /** The public list query: `true` lists every row like REST does. */
    publicList?: true | ((em: Em) => Promise<object[]>);
  };
}

/** What the ORM accepts as an entity (a `defineEntity` schema). */
export type EntityRef = NonNullable<Options['entities']>[number];

/** The server's half of a declaration: its entity and service, and its own public list when it has one. */
interface Binding {
  schema: EntityRef;
  crud: Crud<object, z.ZodObject>;
  publicList?: (em: Em) => Promise<object[]>;
}

const bind = <E extends object, S extends z.ZodObject>(schema: EntityRef, crud: Crud<E, S>, publicList?: (em: Em) => Promise<object[]>): Binding => ({
  schema,
  crud: crud as unknown as Crud<object, z.ZodObject>,
  publicList,
});

/** Each declared content type's entity and service: the compiler asks for one per catalogue entry. */
const bindings: Record<ContentTypeName, Binding> = {
  Service: bind(ServiceSchema, serviceCrud),
  Project: bind(ProjectSchema, projectCrud),
  VideoReel: bind(VideoReelSchema, videoReelCrud),
  BlogPost: bind(BlogPostSchema, blogCrud, listPublishedPosts),
  Testimonial: bind(TestimonialSchema, testimonialCrud),
  Material: bind(MaterialSchema, materialCrud),
  PropertyType: bind(PropertyTypeSchema, propertyTypeCrud),
  Differentiator: bind(DifferentiatorSchema, differentiatorCrud),
  ReplyTemplate: bind(ReplyTemplateSchema, replyTemplateCrud),
};

/** A declaration with its server half; the entity's class name must be the declared type name. */
function serverType(declaration: ContentDeclaration, { schema, crud, publicList }: Binding): ContentType {
  const { publicList: listed, ...graphql } = declaration.graphql;
  const type: ContentType = { ...declaration, schema, crud, graphql: { ...graphql, ...(listed ? { publicList: publicList ?? true } : {}) } };
  if (entityNameOf(type) !== declaration.typeName) throw new Error(`Content type ${declaration.typeName}: its entity is named ${entityNameOf(type)}`);
  const problems = screenProblems(declaration);
  if (problems.length) throw new Error(problems.join('; '));
  if (crud.definition.input !== declaration.input)
    throw new Error(`Content type ${declaration.typeName}: its service validates with another schema than the declared input`);
  return type;
}

const entityNameOf = (type: Pick<ContentType, 'schema' | 'crud'>): string =>
  typeof type.schema === 'object' && 'meta' in type.schema ? type.schema.meta.className : type.crud.definition.entity.name;

let builtIn: ContentType[] | undefined;
const builtInContentTypes = (): ContentType[] => (builtIn ??= contentCatalogue.map((d) => serverType(d, bindings[d.typeName])));

const added: ContentType[] = [];
let sealed = false;

/**
 * Adds content types before anything read the registry (a plug-in, or a test's own entity). Once
 * the ORM, a schema or a route list has been built from it, a late addition would be half
 * there, so it throws instead.
 */
export function extendRegistry(extra: { contentTypes: ContentType[] }): void {
  const problems = extra.contentTypes.flatMap(screenProblems);
  if (problems.length) throw new Error(`extendRegistry: ${problems.join('; ')}`);
  if (sealed) throw new Error('extendRegistry: the registry has already been read; extend it before building the ORM, routes or schema');
  added.push(...extra.contentTypes);
}

/** Every content type, built-in first; reading seals the registry. */
export function contentTypes(): readonly ContentType[] {
  sealed = true;
  return [...builtInContentTypes(), ...added];
}

/** The entity class name of a content type (GraphQL type name, activity `entity_type`). */
export const typeNameOf = (type: Pick<ContentType, 'typeName'>): string => type.typeName;

/** The back office sidebar of the server's registry (test-only types included); GraphQL serves it as `adminNavigation`. */
export const adminNavigation = (role: Role = 'admin'): AdminNavEntry[] => adminNavigationOf(contentTypes(), role);

let history: ActivityHistory | undefined;

/** Every kind of item the activity history names (the content types, then the rest), in a person's words. */
export const activityEntityTypes = (): Record<string, string> => activityEntityTypesOf(contentTypes());

/** What the activity history needs from the registry: the restorable content and its filters over every kind of item. */
export function activityHistory(): ActivityHistory {
  return (history ??= {
    restorers: new Map(contentTypes().flatMap((t) => (t.restorable ? [[t.typeName, t.crud] as const] : []))),
    listQuery: activityListQueryFor(Object.keys(activityEntityTypes())),
  });
}

/** The public REST reads of the content types (`/api` + path), test-only types included. */
export const publicContentPaths = (): string[] => publicRestPathsOf(contentTypes());
