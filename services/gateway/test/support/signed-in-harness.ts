import { afterAll, beforeAll } from 'vitest';
import { startHarness, type Harness } from '../harness';

/**
 * A gateway for the test file over its own seeded database, with the seeded admin signed in:
 * `ready` gets both before the file's tests run; the gateway closes after them.
 */
export function signedInHarness(ready: (h: Harness, token: string) => void): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness();
    ready(h, await h.login());
  });
  afterAll(async () => {
    await h?.close();
  });
}
