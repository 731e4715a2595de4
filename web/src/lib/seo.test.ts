import { describe, expect, it } from 'vitest';
import { PUBLIC_LAYOUT_ID } from '~/lib/site-settings';
import { absoluteUrl, pageMeta } from './seo';

const matches = [{ id: PUBLIC_LAYOUT_ID, loaderData: { publicUrl: 'https://northrock.example' } }];

describe('absoluteUrl', () => {
  it('prefixes site paths with the public origin and keeps absolute addresses as they are', () => {
    expect(absoluteUrl('https://northrock.example', '/media/content/a.webp')).toBe('https://northrock.example/media/content/a.webp');
    expect(absoluteUrl('http://localhost:3000', 'https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
    expect(absoluteUrl('http://localhost:3000', 'HTTP://cdn.example.com/x.jpg')).toBe('HTTP://cdn.example.com/x.jpg');
  });
});

describe('pageMeta', () => {
  it('an absolute share image stays absolute in og:image', () => {
    const tags = pageMeta(matches, { title: 'T', description: 'D', keywords: [], path: '/blog/x', image: 'https://cdn.example.com/p.jpg' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://cdn.example.com/p.jpg' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://northrock.example/blog/x' });
  });
});
