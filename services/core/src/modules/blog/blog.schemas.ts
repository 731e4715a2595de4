import { z } from 'zod';
import { flag, frenchText, requiredText, slug, urlOrPath } from '../shared/fields.schemas';

/**
 * Blog post (docs/product.md §3, §5): every text field required; featured (default false) and published
 * (default true) checkboxes. `content` is HTML and is sanitized by the service before storage.
 */
export const blogPostInput = z.strictObject({
  title: requiredText('Title', 200),
  title_fr: frenchText('Title', 200),
  slug: slug('Slug'),
  excerpt: requiredText('Excerpt', 1000, 'multiline'),
  excerpt_fr: frenchText('Excerpt', 1000, 'multiline'),
  content: requiredText('Content', 200_000, 'multiline'),
  content_fr: frenchText('Content', 200_000, 'multiline'),
  image: urlOrPath('Image URL'),
  author_name: requiredText('Author name', 120),
  author_role: requiredText('Author role', 120),
  author_avatar: urlOrPath('Author avatar URL'),
  category: requiredText('Category', 80),
  featured: flag('Featured', false),
  published: flag('Published', true),
});
