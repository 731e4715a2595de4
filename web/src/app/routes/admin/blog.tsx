import { BlogPostsPage } from '~/features/admin-blog/components/blog-posts-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Blog Posts');

export default function AdminBlogPostsPageRoute() {
  return <BlogPostsPage />;
}
