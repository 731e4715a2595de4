import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { BlogPostsPage } from './blog-posts-page';

const post = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'BlogPost',
  id,
  slug: `post-${id}`,
  title,
  excerpt: 'Excerpt',
  content: '<p>Hello <strong>world</strong></p>',
  title_fr: null,
  excerpt_fr: null,
  content_fr: null,
  image: '/images/blog/a.webp',
  author_name: 'Dana',
  author_role: 'Estimator',
  author_avatar: '/images/avatars/a.webp',
  category: 'Waterproofing',
  featured: false,
  published: true,
  created_at: '2026-11-01T12:00:00.000Z',
  ...extra,
});

beforeEach(() => storeAdminSession('t', 'admin'));

describe('Blog Posts screen', () => {
  it('marks featured posts and drafts', async () => {
    fakeGraphql({
      adminBlogPosts: () => ({
        data: { adminBlogPosts: [post(1, 'Live and featured', { featured: true }), post(2, 'Not yet', { published: false })] },
      }),
    });
    renderAdmin(<BlogPostsPage />);
    const live = await screen.findByRole('heading', { name: /Live and featured/ });
    expect(within(live).getByText('Featured')).toBeInTheDocument();
    expect(within(live).queryByText('Draft')).not.toBeInTheDocument();
    const draft = screen.getByRole('heading', { name: /Not yet/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
  });

  it('edits the content as rich text, prefilled, with Published on by default for new posts', async () => {
    const user = userEvent.setup();
    const net = fakeGraphql({
      adminBlogPosts: () => ({ data: { adminBlogPosts: [post(1, 'First post')] } }),
      updateBlogPost: () => ({ data: { updateBlogPost: { __typename: 'BlogPost', id: 1 } } }),
    });
    renderAdmin(<BlogPostsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Blog Post' }));
    let dialog = screen.getByRole('dialog', { name: 'Add New Blog Post' });
    expect(within(dialog).getByLabelText('Published')).toBeChecked();
    expect(within(dialog).getByLabelText('Featured')).not.toBeChecked();
    const empty = await within(dialog).findByRole('textbox', { name: 'Content' });
    expect(empty).toHaveAttribute('contenteditable', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(screen.getByRole('heading', { name: 'First post' }).closest('li')!).getByRole('button', { name: 'Edit' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Blog Post' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(editor.querySelector('strong')).toHaveTextContent('world'));
    expect(within(dialog).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await screen.findByText('Blog post updated successfully');
    expect(net.sent.find((s) => s.operationName === 'updateBlogPost')!.variables).toMatchObject({
      id: 1,
      input: { content: '<p>Hello <strong>world</strong></p>', published: true },
    });
  });
});
