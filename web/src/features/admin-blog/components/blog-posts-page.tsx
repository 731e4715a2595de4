import { blogPostInput } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { crudDocs } from '~/features/admin-kit/hooks/use-crud-resource';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { adminBlogPostsQuery } from '../api/blog-post-list.query';
import { createBlogPostMutation } from '../api/create-blog-post.mutation';
import { deleteBlogPostMutation } from '../api/delete-blog-post.mutation';
import { updateBlogPostMutation } from '../api/update-blog-post.mutation';

export const blogPostTexts = entityTexts('Blog Post', 'Blog Posts');

const blogPostFields: FieldSpec[] = [
  { kind: 'text', name: 'title', label: 'Title', french: true },
  { kind: 'text', name: 'slug', label: 'Slug', hint: 'The address: /blog/<slug>, e.g. interior-waterproofing-systems' },
  { kind: 'textarea', name: 'excerpt', label: 'Excerpt', rows: 3, hint: 'Shown on the blog list and in search results', french: true },
  { kind: 'richtext', name: 'content', label: 'Content', french: true },
  { kind: 'image', name: 'image', label: 'Image URL' },
  { kind: 'text', name: 'author_name', label: 'Author Name' },
  { kind: 'text', name: 'author_role', label: 'Author Role' },
  { kind: 'image', name: 'author_avatar', label: 'Author Avatar URL' },
  { kind: 'text', name: 'category', label: 'Category' },
  { kind: 'checkbox', name: 'featured', label: 'Featured' },
  { kind: 'checkbox', name: 'published', label: 'Published', hint: 'Unpublished posts are drafts: only the admin sees them' },
];

const docs = crudDocs(adminBlogPostsQuery, (d) => d.adminBlogPosts, createBlogPostMutation, updateBlogPostMutation, deleteBlogPostMutation);

export function BlogPostsPage() {
  return (
    <CrudPage
      texts={blogPostTexts}
      historyType="BlogPost"
      schema={blogPostInput}
      fields={blogPostFields}
      docs={docs}
      renderItem={(post, nameId) => (
        <ItemCard
          nameId={nameId}
          title={post.title}
          image={post.image}
          featured={post.featured}
          draft={!post.published}
          meta={
            <>
              {post.category} · {post.author_name} · {formatDateTime(post.created_at)}
              {post.published ? (
                <>
                  {' · '}
                  <a href={`/blog/${post.slug}`} target="_blank" rel="noopener">
                    View on site
                  </a>
                </>
              ) : null}
            </>
          }
          text={post.excerpt}
        />
      )}
    />
  );
}
