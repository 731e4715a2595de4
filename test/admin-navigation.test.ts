import { describe, expect, it } from 'vitest';
import { adminNavigation } from '@northrock/core/registry';
import { adminNav } from '../web/src/features/admin-shell/admin-nav';

describe('the admin sidebar', () => {
  it('is the registry navigation (adminNavigation over GraphQL): a content type added there needs its entry here', () => {
    expect(adminNav.map((e) => ({ path: e.to, label: e.label }))).toEqual(adminNavigation());
  });
});
