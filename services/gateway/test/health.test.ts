import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis, type PrivateRedis } from '@northrock/tools/test-redis';
import { startHarness, type Harness } from './harness';

let redis: PrivateRedis;
let h: Harness;
beforeAll(async () => {
  redis = await startPrivateRedis();
  h = await startHarness({ REDIS_URL: redis.url });
});
afterAll(async () => {
  await h?.close();
  await redis?.stop();
});

async function healthUntil(status: number) {
  let res = await h.call('GET', '/api/health');
  for (let i = 0; i < 100 && res.status !== status; i++) {
    await new Promise((r) => setTimeout(r, 100));
    res = await h.call('GET', '/api/health');
  }
  return res;
}

describe('GET /api/health', () => {
  it('answers 503 naming Redis while it is down, and 200 again once it is back', async () => {
    const up = await healthUntil(200);
    expect(up.body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });

    await redis.stop();
    const down = await healthUntil(503);
    expect(down.status).toBe(503);
    expect(down.body.detail).toBe('Not answering: redis');
    expect(down.body.checks).toMatchObject({ database: 'ok', storage: 'ok' });
    // Only the component's name is public: no driver text (hosts, ports, states).
    expect(down.body.checks.redis).toBe('error');
    expect(JSON.stringify(down.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|redis (wait|reconnecting|end|close|connecting)|timed out/);
    expect(down.headers.get('cache-control')).toBe('no-store');

    await redis.start();
    expect((await healthUntil(200)).status).toBe(200);
  });

  it('GET /api/admin/me reads the signed-in account', async () => {
    const token = await h.login();
    expect((await h.call('GET', '/api/admin/me', { token })).body).toEqual({
      username: 'admin',
      default_password: true,
      password_change_required: false,
      temporary_password: false,
      mfa_enabled: false,
      role: 'admin',
      email: null,
    });
  });
});
