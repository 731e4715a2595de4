import type { z } from 'zod';
import { recordedEntityTypes } from '../modules/activity/activity.schemas';
import { blogPostInput } from '../modules/blog/blog.schemas';
import { differentiatorInput } from '../modules/differentiator/differentiator.schemas';
import { materialInput } from '../modules/material/material.schemas';
import { projectInput } from '../modules/project/project.schemas';
import { propertyTypeInput } from '../modules/property-type/property-type.schemas';
import { replyTemplateInput } from '../modules/reply-template/reply-template.schemas';
import { serviceInput } from '../modules/service/service.schemas';
import { testimonialInput } from '../modules/testimonial/testimonial.schemas';
import { videoReelInput } from '../modules/video-reel/video-reel.schemas';
import type { ContentScreen } from './content-screen';
import { adminNavigationOf, type AdminNavEntry, type Role } from './navigation';

/**
 * One admin-managed kind of content as every process sees it, browser included (browser-safe:
 * only the modules' `*.schemas.ts`). content-types.ts adds its entity and `defineCrud` service
 * for the server. From this one entry: REST and GraphQL CRUD and OpenAPI (gateway), the public
 * read cache's paths, the activity history's filter and names, the back office's sidebar, routes
 * and screen (web).
 */
export interface ContentDeclaration {
  /** The entity's class name: the GraphQL type (`createMaterial`, `MaterialInput`) and the activity log's `entity_type`. */
  typeName: string;
  /** The zod schema of a write, the one the server validates with and the form checks before sending. */
  input: z.ZodObject;
  /** One item in the screen's words, title case: "Add New Property Type". */
  title: string;
  /** What the activity history calls an item, when not `title` in sentence case ("Advanced system"). */
  historyName?: string;
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
    /** A public list query (content-types.ts may give it its own reader). */
    publicList?: boolean;
  };
  /** What the public site shows: a write changes the public content version (the cache of public reads). */
  public: boolean;
  /** The activity log keeps snapshots, so an earlier version can be restored. */
  restorable?: boolean;
  /** The back office screen, in the sidebar in catalogue order; `label` is its section title. */
  nav: { path: string; label: string };
  screen: ContentScreen;
}

const order = { kind: 'number', name: 'order', label: 'Order' } as const;

/** The content types, in the order of the admin sidebar. */
export const contentCatalogue = [
  {
    typeName: 'Service',
    input: serviceInput,
    title: 'Service',
    rest: { adminPath: '/admin/services', publicPath: '/services', tag: 'Services', plural: 'services' },
    graphql: { plural: 'services', description: 'A service the company offers (cards, /services/{slug}).', publicList: true },
    public: true,
    restorable: true,
    nav: { path: '/admin/services', label: 'Services' },
    screen: { kind: 'custom', why: 'its card shows the page address, the order and the Featured badge together' },
  },
  {
    typeName: 'Project',
    input: projectInput,
    title: 'Project',
    rest: { adminPath: '/admin/projects', tag: 'Projects', plural: 'projects' },
    graphql: { plural: 'projects', description: 'A completed job (admin only: the site has no projects page).' },
    public: false,
    restorable: true,
    nav: { path: '/admin/projects', label: 'Projects' },
    screen: { kind: 'custom', why: 'projects are to carry their photos, which the generic screen does not show' },
  },
  {
    typeName: 'VideoReel',
    input: videoReelInput,
    title: 'Video Reel',
    rest: { adminPath: '/admin/video-reels', publicPath: '/video-reels', tag: 'Video reels', plural: 'video reels' },
    graphql: { plural: 'videoReels', description: 'A short video for the home carousel.', publicList: true },
    public: true,
    restorable: true,
    nav: { path: '/admin/videos', label: 'Video Reels' },
    screen: { kind: 'custom', why: 'each card plays its video, in a grid' },
  },
  {
    typeName: 'BlogPost',
    input: blogPostInput,
    title: 'Blog Post',
    rest: { adminPath: '/admin/blog', tag: 'Blog', plural: 'blog posts' },
    graphql: {
      plural: 'blogPosts',
      description: 'An article; `content` is sanitized HTML. The public list holds published posts only, newest first.',
      publicList: true,
    },
    public: true,
    restorable: true,
    nav: { path: '/admin/blog', label: 'Blog Posts' },
    screen: { kind: 'custom', why: 'the rich-text editor with its images, drafts and publishing' },
  },
  {
    typeName: 'Testimonial',
    input: testimonialInput,
    title: 'Testimonial',
    rest: { adminPath: '/admin/testimonials', publicPath: '/testimonials', tag: 'Testimonials', plural: 'testimonials' },
    graphql: { plural: 'testimonials', description: "A homeowner's review; featured ones first.", publicList: true },
    public: true,
    restorable: true,
    nav: { path: '/admin/testimonials', label: 'Testimonials' },
    screen: { kind: 'custom', why: 'each card shows the rating as stars and a round avatar' },
  },
  {
    typeName: 'Material',
    input: materialInput,
    title: 'Material',
    historyName: 'Advanced system',
    rest: { adminPath: '/admin/materials', publicPath: '/materials', tag: 'Materials', plural: 'materials' },
    graphql: { plural: 'materials', description: "A material (the home page's advanced system cards, /our-systems).", publicList: true },
    public: true,
    nav: { path: '/admin/materials', label: 'Materials' },
    screen: {
      kind: 'generic',
      fields: [
        { kind: 'text', name: 'name', label: 'Name', french: true },
        { kind: 'textarea', name: 'description', label: 'Description', rows: 4, french: true },
        { kind: 'image', name: 'image', label: 'Image URL', hint: 'Shown on the home page cards' },
        order,
      ],
      card: { title: 'name', image: 'image', meta: { field: 'order', prefix: 'Order ' }, text: 'description' },
    },
  },
  {
    typeName: 'PropertyType',
    input: propertyTypeInput,
    title: 'Property Type',
    rest: { adminPath: '/admin/property-types', publicPath: '/property-types', tag: 'Property types', plural: 'property types' },
    graphql: { plural: 'propertyTypes', description: 'A kind of property the company works on (home page).', publicList: true },
    public: true,
    nav: { path: '/admin/property-types', label: 'Property Types' },
    screen: {
      kind: 'generic',
      fields: [
        { kind: 'text', name: 'type', label: 'Type', french: true },
        { kind: 'textarea', name: 'description', label: 'Description', rows: 4, french: true },
        { kind: 'image', name: 'image', label: 'Image URL' },
        order,
      ],
      card: { title: 'type', image: 'image', meta: { field: 'order', prefix: 'Order ' }, text: 'description' },
    },
  },
  {
    typeName: 'Differentiator',
    input: differentiatorInput,
    title: 'Differentiator',
    rest: { adminPath: '/admin/differentiators', publicPath: '/differentiators', tag: 'Differentiators', plural: 'differentiators' },
    graphql: { plural: 'differentiators', description: 'A reason to choose the company (home and about pages).', publicList: true },
    public: true,
    nav: { path: '/admin/differentiators', label: 'Differentiators' },
    screen: {
      kind: 'generic',
      fields: [
        { kind: 'text', name: 'title', label: 'Title', french: true },
        { kind: 'text', name: 'tagline', label: 'Tagline', french: true },
        { kind: 'textarea', name: 'description', label: 'Description', rows: 4, french: true },
        order,
      ],
      card: { title: 'title', meta: { field: 'tagline' }, text: 'description' },
    },
  },
  {
    typeName: 'ReplyTemplate',
    input: replyTemplateInput,
    title: 'Reply Template',
    rest: { adminPath: '/admin/reply-templates', tag: 'Reply templates', plural: 'reply templates' },
    graphql: {
      plural: 'replyTemplates',
      description: 'A text the office starts a reply to a homeowner from; {name} and {company} are filled in (admin only).',
    },
    public: false,
    restorable: true,
    nav: { path: '/admin/reply-templates', label: 'Reply Templates' },
    screen: {
      kind: 'generic',
      fields: [
        { kind: 'text', name: 'title', label: 'Title', hint: 'What the template picker on a lead shows.', french: true },
        {
          kind: 'textarea',
          name: 'body',
          label: 'Body',
          rows: 8,
          hint: "{name} becomes the homeowner's first name, {company} the company's name. The company's phone and e-mail are added below every reply.",
          french: true,
        },
        order,
      ],
      card: { title: 'title', meta: { field: 'order', prefix: 'Order ' }, text: 'body' },
    },
  },
] as const satisfies readonly ContentDeclaration[];

/** The type names of the built-in content types. */
export type ContentTypeName = (typeof contentCatalogue)[number]['typeName'];

/** What the activity history calls an item of this type. */
const historyNameOf = (d: Pick<ContentDeclaration, 'title' | 'historyName'>) => d.historyName ?? d.title.charAt(0) + d.title.slice(1).toLowerCase();

/** Every kind of item the activity history names, by entity type, in a person's words: the content types, then the rest. */
export function activityEntityTypesOf(types: readonly Pick<ContentDeclaration, 'typeName' | 'title' | 'historyName'>[]): Record<string, string> {
  return { ...Object.fromEntries(types.map((t) => [t.typeName, historyNameOf(t)])), ...recordedEntityTypes };
}

/** The public REST reads of the content types (`/api` + path). */
export const publicRestPathsOf = (types: readonly Pick<ContentDeclaration, 'rest'>[]): string[] =>
  types.flatMap((t) => (t.rest.publicPath ? [t.rest.publicPath] : []));

/** The back office sidebar of the built-in content types (the web's; the server's own is `adminNavigation` of ./content-types.ts). */
export const adminNavigation = (role: Role = 'admin'): AdminNavEntry[] => adminNavigationOf(contentCatalogue, role);

/** Every kind of item the activity history names, in a person's words (the web's filter and texts). */
export const activityEntityTypes: Readonly<Record<string, string>> = activityEntityTypesOf(contentCatalogue);

/**
 * What is wrong with a generic screen's spec against the type's zod input: a field or card entry
 * naming no input key, a French twin missing, an input key no field edits. Empty when right (a
 * custom screen is its own component's business).
 */
export function screenProblems(d: Pick<ContentDeclaration, 'typeName' | 'input' | 'screen'>): string[] {
  if (d.screen.kind !== 'generic') return [];
  const keys = new Set(Object.keys(d.input.shape));
  const edited = new Set(d.screen.fields.flatMap((f) => ('french' in f && f.french ? [f.name, `${f.name}_fr`] : [f.name])));
  const { card } = d.screen;
  const named = [...edited, card.title, ...(card.image ? [card.image] : []), ...(card.meta ? [card.meta.field] : []), ...(card.text ? [card.text] : [])];
  return [
    ...named.filter((name) => !keys.has(name)).map((name) => `${d.typeName}: the screen names ${name}, which its input has not`),
    ...[...keys].filter((key) => !edited.has(key)).map((key) => `${d.typeName}: no field of the screen edits ${key}`),
  ];
}
