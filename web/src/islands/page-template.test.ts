import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { pageTemplates } from '@northrock/core/browser';
import routes from '~/app/routes';
import { pageTemplateOf } from './page-template';

/** Every route under the public layout, with the id React Router gives it (its file without extension, unless named). */
function publicRoutes(entries: RouteConfigEntry[]): { id: string; file: string }[] {
  const layout = entries.find((e) => e.file === 'routes/public/layout.tsx');
  return (layout?.children ?? []).map((e) => ({ id: e.id ?? e.file.replace(/\.tsx?$/, ''), file: e.file }));
}

describe('page templates', () => {
  it('name every public route by its module, in both languages, and only from the server’s list', () => {
    const pages = publicRoutes(routes);
    expect(pages.length).toBeGreaterThan(40);
    for (const { id, file } of pages) {
      const template = pageTemplateOf(id);
      expect([id, template]).toEqual([id, file.replace(/^routes\/public\//, '').replace(/\.tsx?$/, '')]);
      expect(pageTemplates, id).toContain(template);
    }
    // And the server's list holds no template without a page.
    expect(new Set(pages.map((p) => pageTemplateOf(p.id)))).toEqual(new Set(pageTemplates));
  });

  it('gives the back office and the document root none', () => {
    expect(pageTemplateOf('routes/admin/dashboard')).toBeUndefined();
    expect(pageTemplateOf('root')).toBeUndefined();
    expect(pageTemplateOf(undefined)).toBeUndefined();
  });
});
