import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoCarousel, wrapIndex } from './video-carousel';

const reels = [1, 2, 3].map((id) => ({
  id,
  title: `Reel ${id}`,
  description: `About reel ${id}`,
  video_url: `/videos/reel-${id}.mp4`,
  thumbnail_url: `/images/reels/reel-${id}.webp`,
  duration: 30,
}));

const current = () => screen.getAllByRole('group', { hidden: true }).find((g) => !g.hidden)!;
const videoOf = (title: string) => screen.getByLabelText(title, { selector: 'video' }) as HTMLVideoElement;

describe('VideoCarousel', () => {
  it('wraps at both ends', async () => {
    const user = userEvent.setup();
    render(<VideoCarousel reels={reels} />);
    expect(current()).toHaveAccessibleName('1 of 3: Reel 1');
    await user.click(screen.getByRole('button', { name: /Previous video/ }));
    expect(current()).toHaveAccessibleName('3 of 3: Reel 3');
    await user.click(screen.getByRole('button', { name: /Next video/ }));
    expect(current()).toHaveAccessibleName('1 of 3: Reel 1');
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
  });

  it('plays only the current video and pauses it on slide change; the toggle pauses too', async () => {
    const user = userEvent.setup();
    render(<VideoCarousel reels={reels} />);
    const toggle = () => screen.getByRole('button', { name: /^(Play|Pause)/ });
    await user.click(toggle());
    expect(videoOf('Reel 1').paused).toBe(false);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /Next video/ }));
    expect(videoOf('Reel 1').paused).toBe(true);
    expect(toggle()).toHaveTextContent(/^Play/);

    await user.click(toggle());
    expect(videoOf('Reel 2').paused).toBe(false);
    await user.click(toggle());
    expect(videoOf('Reel 2').paused).toBe(true);
  });

  it('loads only posters until played', () => {
    render(<VideoCarousel reels={reels} />);
    expect(videoOf('Reel 1')).toHaveAttribute('preload', 'none');
    expect(videoOf('Reel 1')).toHaveAttribute('poster', '/images/reels/reel-1.webp');
  });
});
