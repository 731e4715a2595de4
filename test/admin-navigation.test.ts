import { describe, expect, it } from 'vitest';
import { adminNavigation, contentTypes } from '@northrock/core/registry';
import { adminNav, estimatorNav, genericContentScreens } from '@northrock/web';

describe('the admin sidebar', () => {
  it("is the registry's navigation (GraphQL adminNavigation): the web builds it from the same content catalogue", () => {
    expect(adminNav.map((e) => ({ path: e.to, label: e.label, ...(e.estimator ? { estimator: e.estimator } : {}) }))).toEqual(adminNavigation());
  });

  it("an estimator's is the entries marked for estimators: Contacts, Calendar and Settings", () => {
    expect(estimatorNav.map((e) => e.to)).toEqual(adminNavigation('estimator').map((e) => e.path));
    expect(estimatorNav.map((e) => e.label)).toEqual(['Contacts', 'Calendar', 'Settings']);
  });

  it('gives the generic screen to every content type declaring one, at its sidebar address', () => {
    const generic = contentTypes().filter((t) => t.screen.kind === 'generic');
    expect(genericContentScreens.map((s) => s.type.nav.path)).toEqual(generic.map((t) => t.nav.path));
    expect(genericContentScreens.map((s) => s.type.typeName)).toEqual(['Material', 'PropertyType', 'Differentiator', 'ReplyTemplate']);
  });
});
