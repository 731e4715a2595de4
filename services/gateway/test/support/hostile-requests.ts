import { afterAll, beforeAll } from 'vitest';
import { createJobQueue, type JobQueue } from '@northrock/core/registry';
import { startHarness, type Harness } from '../harness';

/**
 * The gateway of the input-security tests, with the queues and a signed-in admin: it trusts the
 * loopback proxy (`TRUST_PROXY=loopback`), so each test speaks from an address of its own
 * (`newAddress()`, as `X-Forwarded-For`) and has its own rate-limit budgets.
 */
export function proxiedHarness(ready: (h: Harness, token: string) => void): void {
  let h: Harness | undefined;
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix: `sec${Math.random().toString(36).slice(2, 8)}` });
    h = await startHarness({ TRUST_PROXY: 'loopback' }, { queue });
    ready(h, await h.login());
  });
  afterAll(async () => {
    await h?.close();
    await queue?.close();
  });
}

let nextAddress = 1;
/** A client address no other request of the file used (its own rate-limit budgets). */
export const newAddress = () => ({ 'x-forwarded-for': `192.0.2.${nextAddress++}` });

/** A lead as the contact form sends it. */
export const lead = (extra: Record<string, unknown> = {}) => ({
  name: 'Ana Silva',
  email: 'ana@example.com',
  phone: '705 555 0199',
  city: 'Sudbury',
  subject: 'Wet basement',
  message: 'Water at the base of the wall.',
  ...extra,
});
