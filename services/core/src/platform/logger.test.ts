import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LINE_MAX, createAccessLog, createLogger, noteAccess, requestIdOf, requestLog } from './logger';

const lines: Record<string, unknown>[] = [];
const log = createLogger('debug', { service: 'test' }, { write: (line) => void lines.push(JSON.parse(line)) });
let server: Server;
let base: string;

beforeAll(async () => {
  const access = createAccessLog(log, { clientIp: () => '203.0.113.9' });
  server = createServer((req, res) => {
    access(req, res);
    noteAccess(req, { route: '/media/originals/:key', admin_id: 7 });
    requestLog(req, log).info('handling', { body: { password: 'hunter22', token: 'abc', name: 'kept' } });
    res.setHeader('Set-Cookie', 'session=secret-value');
    res.end(requestIdOf(req));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const linesOf = (id: string) => lines.filter((l) => l.request_id === id);

describe('logger (pino)', () => {
  it('writes one JSON line per event: level as a word, ISO time, msg, the base fields, errors with their stack', () => {
    const start = lines.length;
    log.child({ job: 'x' }).warn('something odd', { error: new Error('boom'), attempt: 2 });
    createLogger('warn', {}, { write: (line) => void lines.push(JSON.parse(line)) }).info('below the level');
    expect(lines.slice(start)).toEqual([
      expect.objectContaining({ level: 'warn', service: 'test', job: 'x', msg: 'something odd', attempt: 2, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
    ]);
    expect(lines.at(-1)!.error).toMatchObject({ type: 'Error', message: 'boom', stack: expect.stringContaining('Error: boom') });
  });

  it('gives each request an id (a sane incoming X-Request-Id, else a new one) on its answer and on every line it logs', async () => {
    const kept = await fetch(`${base}/x`, { headers: { 'x-request-id': 'lb-7f3a9c1e-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c1e-0001');
    expect(await kept.text()).toBe('lb-7f3a9c1e-0001');
    await new Promise((r) => setTimeout(r, 20));
    expect(linesOf('lb-7f3a9c1e-0001').map((l) => l.msg)).toEqual(['handling', 'access']);

    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it', '<script>alert(1)</script>']) {
      const res = await fetch(`${base}/x`, { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id'), bad).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });

  it('logs one flat access line per request, with what the handler noted, and never credentials, cookies, passwords, tokens, query strings or headers', async () => {
    await fetch(`${base}/media/originals/a.jpg?token=capability-key&w=1`, {
      headers: { authorization: 'Bearer eyJ-secret', cookie: 'nr_device=secret-cookie', 'x-request-id': 'redaction-check-1' },
    });
    await new Promise((r) => setTimeout(r, 20));
    const [handling, access] = linesOf('redaction-check-1');
    expect(access).toEqual({
      level: 'info',
      time: expect.any(String),
      service: 'test',
      msg: 'access',
      method: 'GET',
      route: '/media/originals/:key',
      status: 200,
      duration_ms: expect.any(Number),
      bytes: expect.any(Number),
      client_ip: '203.0.113.9',
      request_id: 'redaction-check-1',
      cache: 'none',
      admin_id: 7,
    });
    expect(access!.bytes).toBeGreaterThan('redaction-check-1'.length);
    expect(handling).toMatchObject({ body: { password: '[redacted]', token: '[redacted]', name: 'kept' } });
    const text = JSON.stringify(linesOf('redaction-check-1'));
    for (const secret of ['eyJ-secret', 'secret-cookie', 'secret-value', 'hunter22', 'capability-key', 'a.jpg']) expect(text).not.toContain(secret);
  });

  it('keeps even the longest access line within its bound: free-text values give way, the error level and every number stay', async () => {
    const raw: string[] = [];
    const longLog = createLogger('info', { service: 'gateway' }, { write: (line) => void raw.push(line) });
    const access = createAccessLog(longLog, { clientIp: () => 'ffff:ffff:ffff:ffff::/64' });
    const longest = createServer((req, res) => {
      access(req, res);
      noteAccess(req, { route: `/${'r'.repeat(500)}`, gql_operation: 'O'.repeat(500), admin_id: 123456789, cache: 'miss' });
      res.statusCode = 503;
      res.end('x'.repeat(200_000));
    });
    await new Promise<void>((r) => longest.listen(0, '127.0.0.1', r));
    const res = await fetch(`http://127.0.0.1:${(longest.address() as AddressInfo).port}/`, { method: 'OPTIONS', headers: { 'x-request-id': 'i'.repeat(64) } });
    await res.text();
    await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => longest.close(r));
    expect(raw).toHaveLength(1);
    expect(Buffer.byteLength(raw[0]!.trimEnd())).toBeLessThanOrEqual(ACCESS_LINE_MAX);
    // The shape make start's terminal (tools/src/service-output.ts) tells access lines by, without parsing them.
    expect(raw[0]!.startsWith('{"level":"error",')).toBe(true);
    expect(raw[0]!.trimEnd().endsWith('"msg":"access"}')).toBe(true);
    expect(JSON.parse(raw[0]!)).toMatchObject({
      level: 'error',
      method: 'OPTIONS',
      status: 503,
      bytes: expect.any(Number),
      admin_id: 123456789,
      route: expect.stringMatching(/^\/r+\.\.\.$/),
      gql_operation: expect.stringMatching(/^O*\.\.\.$/),
    });
  });
});
