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

/**
 * One admin-managed kind of content: its entity and its `defineCrud` service, and how each
 * edge shows it. From this one line the ORM maps it, a write bumps the public content version
 * (`public`), the activity log records it, REST and GraphQL get its CRUD, OpenAPI documents it
 * and the admin navigation links it.
 */
export interface ContentType {
  /** The ORM's entity (`defineEntity`); its class name is the GraphQL type and the activity log's `entity_type`. */
  schema: EntityRef;
  crud: Crud<object, z.ZodObject>;
  rest: {
    /** `/admin/<path>`: list and create; `/admin/<path>/{id}`: replace and delete. */
    adminPath: string;
    /** A public list at this path (every row, like the admin list). */
    publicPath?: string;
    tag: string;
    plural: string;
  };
  graphql: {
    /** `services` (public list) and `adminServices`. */
    plural: string;
    description: string;
    /** The public list query: `true` lists every row like REST does. */
    publicList?: true | ((em: Em) => Promise<object[]>);
  };
  /** What the public site shows: a write changes the public content version (the cache of public reads). */
  public: boolean;
  /** The activity log keeps snapshots, so an earlier version can be restored. */
  restorable?: boolean;
  /** The back office screen (`web/src/app/routes/admin`), in the sidebar in registry order. */
  nav: { path: string; label: string };
}

/** What the ORM accepts as an entity (a `defineEntity` schema). */
export type EntityRef = NonNullable<Options['entities']>[number];

const as = <E extends object, S extends z.ZodObject>(crud: Crud<E, S>) => crud as unknown as Crud<object, z.ZodObject>;

/** The content types, in the order of the admin sidebar. */
const builtInContentTypes: ContentType[] = [
  {
    schema: ServiceSchema,
    crud: as(serviceCrud),
    rest: { adminPath: '/admin/services', publicPath: '/services', tag: 'Services', plural: 'services' },
    graphql: { plural: 'services', description: 'A service the company offers (cards, /services/{slug}).', publicList: true },
    public: true,
    restorable: true,
    nav: { path: '/admin/services', label: 'Services' },
  },
  {
    schema: ProjectSchema,
    crud: as(projectCrud),
    rest: { adminPath: '/admin/projects', tag: 'Projects', plural: 'projects' },
    graphql: { plural: 'projects', description: 'A completed job (admin only: the site has no projects page).' },
    public: false,
    restorable: true,
    nav: { path: '/admin/projects', label: 'Projects' },
  },
  {
    schema: VideoReelSchema,
    crud: as(videoReelCrud),
    rest: { adminPath: '/admin/video-reels', publicPath: '/video-reels', tag: 'Video reels', plural: 'video reels' },
    graphql: { plural: 'videoReels', description: 'A short video for the home carousel.', publicList: true },
    public: true,
    restorable: true,
    nav: { path: '/admin/videos', label: 'Video Reels' },
  },
  {
    schema: BlogPostSchema,
    crud: as(blogCrud),
    rest: { adminPath: '/admin/blog', tag: 'Blog', plural: 'blog posts' },
    graphql: {
      plural: 'blogPosts',
      description: 'An article; `content` is sanitized HTML. The public list holds published posts only, newest first.',
      publicList: listPublishedPosts,
    },
    public: true,
    restorable: true,
    nav: { path: '/admin/blog', label: 'Blog Posts' },
  },
  {
    schema: TestimonialSchema,
    crud: as(testimonialCrud),
    rest: { adminPath: '/admin/testimonials', publicPath: '/testimonials', tag: 'Testimonials', plural: 'testimonials' },
    graphql: { plural: 'testimonials', description: "A homeowner's review; featured ones first.", publicList: true },
    public: true,
    restorable: true,
    nav: { path: '/admin/testimonials', label: 'Testimonials' },
  },
  {
    schema: MaterialSchema,
    crud: as(materialCrud),
    rest: { adminPath: '/admin/materials', publicPath: '/materials', tag: 'Materials', plural: 'materials' },
    graphql: { plural: 'materials', description: "A material (the home page's advanced system cards, /our-systems).", publicList: true },
    public: true,
    nav: { path: '/admin/materials', label: 'Materials' },
  },
  {
    schema: PropertyTypeSchema,
    crud: as(propertyTypeCrud),
    rest: { adminPath: '/admin/property-types', publicPath: '/property-types', tag: 'Property types', plural: 'property types' },
    graphql: { plural: 'propertyTypes', description: 'A kind of property the company works on (home page).', publicList: true },
    public: true,
    nav: { path: '/admin/property-types', label: 'Property Types' },
  },
  {
    schema: DifferentiatorSchema,
    crud: as(differentiatorCrud),
    rest: { adminPath: '/admin/differentiators', publicPath: '/differentiators', tag: 'Differentiators', plural: 'differentiators' },
    graphql: { plural: 'differentiators', description: 'A reason to choose the company (home and about pages).', publicList: true },
    public: true,
    nav: { path: '/admin/differentiators', label: 'Differentiators' },
  },
  {
    schema: ReplyTemplateSchema,
    crud: as(replyTemplateCrud),
    rest: { adminPath: '/admin/reply-templates', tag: 'Reply templates', plural: 'reply templates' },
    graphql: {
      plural: 'replyTemplates',
      description: 'A text the office starts a reply to a homeowner from; {name} and {company} are filled in (admin only).',
    },
    public: false,
    restorable: true,
    nav: { path: '/admin/reply-templates', label: 'Reply Templates' },
  },
];

const added: ContentType[] = [];
let sealed = false;

/**
 * Adds content types before anything read the registry (a plug-in, or a test's own entity). Once
 * the ORM, a schema or a route list has been built from it, a late addition would be half
 * there, so it throws instead.
 */
export function extendRegistry(extra: { contentTypes: ContentType[] }): void {
  if (sealed) throw new Error('extendRegistry: the registry has already been read; extend it before building the ORM, routes or schema');
  added.push(...extra.contentTypes);
}

/** Every content type, built-in first; reading seals the registry. */
export function contentTypes(): readonly ContentType[] {
  sealed = true;
  return [...builtInContentTypes, ...added];
}

/** The entity class name of a content type (GraphQL type name, activity `entity_type`). */
export const typeNameOf = (type: ContentType): string =>
  typeof type.schema === 'object' && 'meta' in type.schema ? type.schema.meta.className : type.crud.definition.entity.name;
