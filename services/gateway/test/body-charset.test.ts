import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

/** JSON bodies are read as UTF-8 only, on REST and GraphQL alike (services/gateway/src/http/json-body.ts). */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const post = (path: string, contentType: string, body: string) => h.call('POST', path, { raw: body, headers: { 'content-type': contentType } });
const lead = JSON.stringify({ name: '+ADw-script+AD4-alert(1)+ADw-/script+AD4-', email: 'utf7@example.com', subject: 'x', message: 'x' });
const query = JSON.stringify({ query: '{ services { slug } }' });

describe('request body charset', () => {
  it('refuses JSON declared in any charset but UTF-8 with 415 and a detail, before reading it', async () => {
    for (const charset of ['utf-7', 'UTF-7', 'utf-16le', 'utf-16', 'iso-8859-1', '"utf-7"', '']) {
      for (const [path, body] of [
        ['/api/contact', lead],
        ['/graphql', query],
      ] as const) {
        const res = await post(path, `application/json; charset=${charset}`, body);
        expect(res.status, `${path} ${charset}`).toBe(415);
        expect(res.body.detail, `${path} ${charset}`).toMatch(/UTF-8/);
      }
    }
  });

  it('refuses a repeated or malformed charset parameter with 415, whichever value comes first', async () => {
    const types = [
      'application/json; charset=utf-8; charset=utf-7',
      'application/json; charset=utf-7; charset=utf-8',
      'application/json;charset=utf-8;charset=utf-16le',
      'application/json; charset="utf-8"; charset=utf-7',
      'application/json; charset=utf-8; CHARSET=utf-8',
      'application/json; charset=utf-8; foo=bar; Charset=utf-7',
      'application/json; charset',
      'application/json; charset=',
      'application/json; charset==utf-8',
      'application/json; charset="utf-8',
      'application/json; charset=utf-8 utf-7',
      'application/json; charset=utf-8, charset=utf-7',
      'application/json; charset=utf-8; charset',
      'application/json; charset=utf\\-8',
      'application/json; charset = utf-8',
    ];
    for (const type of types) {
      for (const [path, body] of [
        ['/api/contact', lead],
        ['/graphql', query],
      ] as const) {
        const res = await post(path, type, body);
        expect(res.status, `${path} ${type}`).toBe(415);
        expect(res.body.detail, `${path} ${type}`).toEqual(expect.any(String));
      }
    }
    const leads = await h.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from contact_submissions where email = 'utf7@example.com'");
    expect(leads[0]!.n).toBe(0);
  });

  it('reads UTF-8, however it is spelled, and JSON with no charset', async () => {
    const types = [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'application/json; charset="utf-8"',
      'application/json; charset=utf-8; version=1',
      'application/json; charset="utf\\-8"',
      'application/json ; charset=utf-8;',
    ];
    for (const type of types) {
      const res = await post('/graphql', type, query);
      expect(res.status, type).toBe(200);
      expect(res.body.data.services.length, type).toBeGreaterThan(0);
    }
  });
});
