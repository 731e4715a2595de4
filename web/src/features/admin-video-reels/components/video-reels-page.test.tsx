import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { VideoReelsPage } from './video-reels-page';

const reel = {
  __typename: 'VideoReel',
  id: 3,
  title: 'Exterior dig in Sudbury',
  description: 'Crew at work',
  title_fr: null,
  description_fr: null,
  video_url: '/videos/dig.mp4',
  thumbnail_url: '/images/reels/dig.webp',
  duration: 42,
  featured: true,
  order: 2,
};

beforeEach(() => storeAdminSession('t', 'admin'));

describe('Manage Video Reels (docs/product.md §2.4)', () => {
  it('shows each reel in the 2-column grid with its player, Featured badge, duration and order', async () => {
    fakeGraphql({ adminVideoReels: () => ({ data: { adminVideoReels: [reel] } }) });
    renderAdmin(<VideoReelsPage />);
    expect(screen.getByText('Loading video reels...')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: /Exterior dig in Sudbury/ })).closest('li')!;
    expect(card.parentElement).toHaveClass('admin-items--grid');
    expect(screen.getByRole('heading', { name: 'Manage Video Reels' })).toBeInTheDocument();
    const video = card.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/images/reels/dig.webp');
    expect(video).toHaveAttribute('src', '/videos/dig.mp4');
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('Duration: 42s')).toBeInTheDocument();
    expect(within(card).getByText('Order: 2')).toBeInTheDocument();
  });

  it('has its own empty state and dialog; duration and order default to 0', async () => {
    const user = userEvent.setup();
    const net = fakeGraphql({
      adminVideoReels: () => ({ data: { adminVideoReels: [] } }),
      createVideoReel: () => ({ data: { createVideoReel: { __typename: 'VideoReel', id: 4 } } }),
    });
    renderAdmin(<VideoReelsPage />);
    expect(await screen.findByText('No video reels yet. Add your first video to showcase your work!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Video Reel' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Video Reel' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Video URL is required')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Thumbnail URL/, { selector: '.field__error' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Reel');
    await user.type(within(dialog).getByLabelText('Video URL'), 'https://cdn.example.com/reel.webm');
    await user.clear(within(dialog).getByLabelText('Duration (seconds)'));
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Video reel created successfully')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'createVideoReel')!.variables.input).toEqual({
      title: 'Reel',
      title_fr: null,
      description: '',
      description_fr: null,
      video_url: 'https://cdn.example.com/reel.webm',
      thumbnail_url: '',
      duration: 0,
      order: 0,
      featured: false,
    });
  });
});
