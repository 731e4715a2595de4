import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';

/** What a path made of these may hold: the spellings that name one page in many ways. */
const pieces = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', '%73', '%C3%A9', 'a', 'B', 'fr', 'services', 'evil.com', '~', '%7e');
const paths = fc.array(pieces, { maxLength: 12 }).map((parts) => `/${parts.join('')}`);

describe('canonicalPath', () => {
  it('is its own canonical path, so a redirect to it never loops', () => {
    fc.assert(fc.property(paths, (path) => canonicalPath(canonicalPath(path)) === canonicalPath(path)));
  });

  it('always names a path of this site: one slash, then neither a slash nor a backslash', () => {
    fc.assert(
      fc.property(paths, (path) => {
        const canonical = canonicalPath(path);
        return canonical === '/' || (/^\/(?![/\\])/.test(canonical) && new URL(canonical, 'https://site.test').host === 'site.test');
      }),
    );
  });

  it('resolves what browsers resolve, and keeps what they keep', () => {
    expect(canonicalPath('/a/%2E%2e/b/./c/')).toBe('/b/c');
    expect(canonicalPath('/%7e%2Dx%5F')).toBe('/~-x_');
    expect(canonicalPath('/caf%c3%a9/%2f%5c')).toBe('/caf%C3%A9/%2F%5C');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/..')).toBe('/');
  });

  it('keeps the case of a signed booking or visit link’s token, and nothing else', () => {
    expect(canonicalPath('/book/b.12.1797742800.brDI_Q-x')).toBe('/book/b.12.1797742800.brDI_Q-x');
    expect(canonicalPath('/FR/Visite/v.Ab')).toBe('/fr/visite/v.Ab');
    expect(canonicalPath('/book/..')).toBe('/');
    expect(canonicalPath('/book/Ab/')).toBe('/book/ab');
    expect(canonicalPath('/Books/Ab')).toBe('/books/ab');
    for (const path of ['/book/b.1.2.X_y-Z', '/visit/V', '/fr/reserver/Q.q']) expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
  });
});
