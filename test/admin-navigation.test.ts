import { describe, expect, it } from 'vitest';
import { adminNavigation } from '@northrock/core/registry';
import { adminNav, estimatorNav } from '../web/src/features/admin-shell/admin-nav';

describe('the admin sidebar', () => {
  it('is the registry navigation (adminNavigation over GraphQL): a content type added there needs its entry here', () => {
    expect(adminNav.map((e) => ({ path: e.to, label: e.label, ...('estimator' in e ? { estimator: e.estimator } : {}) }))).toEqual(adminNavigation());
  });

  it("an estimator's is the entries marked for estimators: Contacts and Settings", () => {
    expect(estimatorNav.map((e) => e.to)).toEqual(adminNavigation('estimator').map((e) => e.path));
    expect(estimatorNav.map((e) => e.label)).toEqual(['Contacts', 'Settings']);
  });
});
