import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const upload = '/media/content/0b6a3c1e-8f2d-4c57-9a41-2f3e5d6c7b8a';

describe('ResponsiveImage', () => {
  it.each([
    ['a seed image', '/images/services/wall-bracing.webp', '/images/services/wall-bracing-600', '/images/services/wall-bracing'],
    ['an admin upload', `${upload}-1200.webp`, `${upload}-600`, `${upload}-1200`],
  ])('renders %s as a <picture>: AVIF source and WebP img, 600 and 1200 px, with a size', (_, src, small, large) => {
    const { container } = render(<ResponsiveImage src={src} alt="A wall" width={600} height={400} sizes="50vw" />);
    const picture = container.querySelector('picture')!;
    const [source, img] = [...picture.children] as [HTMLSourceElement, HTMLImageElement];
    expect(source.tagName).toBe('SOURCE');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', `${small}.avif 600w, ${large}.avif 1200w`);
    expect(source).toHaveAttribute('sizes', '50vw');
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', src);
    expect(img).toHaveAttribute('srcset', `${small}.webp 600w, ${large}.webp 1200w`);
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', 'A wall');
  });

  it.each([
    ['a pasted URL', 'https://example.com/photo.jpg'],
    ['an upload from before the variants', `${upload}.webp`],
  ])('renders %s as a plain <img> (no variants to name)', (_, src) => {
    const { container } = render(<ResponsiveImage src={src} alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', src);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
  });

  it('preloads a priority image as its AVIF srcset with fetchpriority="high"', () => {
    const html = renderToString(<ResponsiveImage src="/images/blog/frost-heave.webp" alt="" priority sizes="100vw" />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const attributes = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
    const preloads = [...doc.querySelectorAll('link[rel="preload"][as="image"]')].map(attributes);
    // The AVIF srcset alone: React adds no WebP preload of the <img> inside the <picture>.
    expect(preloads).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: '/images/blog/frost-heave-600.avif 600w, /images/blog/frost-heave.avif 1200w',
        imagesizes: '100vw',
        type: 'image/avif',
        fetchpriority: 'high',
      },
    ]);
    expect(attributes(doc.querySelector('picture img')!)).toMatchObject({ fetchpriority: 'high', loading: 'eager' });
  });
});
