import { getPublishedPost } from '@northrock/core/blog';
import { publicBySlug } from '../../graphql/crud-operations';
import { contentTypeRefs } from '../content/content.graphql';

// The type and its CRUD come from the registry (content.graphql.ts); the public page by slug is the blog's own.
publicBySlug('blogPost', contentTypeRefs.get('BlogPost')!, 'One published post by its slug; null when there is none (the page answers 404).', getPublishedPost);
