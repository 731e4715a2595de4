import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  beforeEach(() => vi.mocked(window.scrollTo).mockClear());

  it('resets the scroll position on every route change, not on the first render', async () => {
    const { router } = renderWithRouter(<ScrollToTop />);
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/about'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate('/blog'));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('scrolls to the anchor of a /page#anchor link instead', async () => {
    const anchor = document.createElement('div');
    anchor.id = 'push-pier-systems';
    document.body.append(anchor);
    const { router } = renderWithRouter(<ScrollToTop />);
    await act(() => router.navigate('/services#push-pier-systems'));
    expect(anchor.scrollIntoView).toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
    anchor.remove();
  });
});
