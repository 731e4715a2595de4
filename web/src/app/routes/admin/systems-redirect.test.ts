import { describe, expect, it } from 'vitest';
import { clientLoader } from './systems-redirect';

describe('/admin/systems', () => {
  it('redirects to the Materials screen, its new address', async () => {
    const answer = await clientLoader();
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/admin/materials');
  });
});
