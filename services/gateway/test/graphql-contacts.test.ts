import { describe, expect, it } from 'vitest';
import { leadRateLimit } from '@northrock/core/lead';
import { leadRecord } from '../src/modules/lead/lead.records';
import { allFields, codesOf, gql, gqlOk } from './graphql-helpers';
import type { Harness } from './harness';
import { signedInHarness } from './support/signed-in-harness';

/** Leads over GraphQL: submitted by anyone, read and handled by the admin. */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

/** The fields anyone may read of a lead: those REST answers to POST /api/contact. */
const publicContactFields = allFields('ContactSubmission', { only: Object.keys(leadRecord.shape) });

/** A real 1x1 PNG: uploads are recognised by their bytes. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('contacts', () => {
  it('submitContact stores a lead with status new; setContactStatus changes it and the dashboard count', async () => {
    const stats = async () => (await gqlOk(h, '{ dashboardStats { new_contacts } }', undefined, token)).dashboardStats.new_contacts;
    const before = await stats();
    const form = new FormData();
    form.append('files', new Blob([tinyPng], { type: 'image/png' }), 'crack.png');
    const upload = await fetch(`${h.baseUrl}/api/upload`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const { urls } = (await upload.json()) as { urls: string[] };

    const input = {
      name: 'Bo',
      email: 'bo@example.com',
      phone: '204-555-0199',
      subject: 'Settling',
      message: 'Door sticks\nFloor slopes',
      address: null,
      city: 'Winnipeg',
      photo_urls: urls,
    };
    const lead = (await gqlOk(h, `mutation s($input: ContactInput!) { submitContact(input: $input) { ${publicContactFields} } }`, { input })).submitContact;
    expect(lead).toMatchObject({ status: 'new', address: '', city: 'Winnipeg', photo_urls: urls, message: 'Door sticks\nFloor slopes' });
    expect(Object.keys(lead).sort()).toEqual(Object.keys(leadRecord.shape).sort());
    expect(await stats()).toBe(before + 1);

    const listed = (await gqlOk(h, `{ contacts { ${allFields('ContactSubmission', { except: ['notes'] })} } }`, undefined, token)).contacts;
    expect(listed[0]).toMatchObject({ ...lead, delivery_state: expect.any(String) });
    expect(listed[0].photos).toEqual([expect.objectContaining({ path: urls[0], original_url: expect.stringMatching(/^\/media\/originals\/.+\?token=/) })]);
    // The signed link opens the original for the admin's browser.
    expect((await fetch(h.baseUrl + listed[0].photos[0].original_url)).status).toBe(200);

    const changed = (await gqlOk(h, 'mutation s($id: Int!) { setContactStatus(id: $id, status: contacted) { id status } }', { id: lead.id }, token))
      .setContactStatus;
    expect(changed).toEqual({ id: lead.id, status: 'contacted' });
    expect(await stats()).toBe(before);
    const rest = (await h.call('GET', '/api/admin/contacts', { token })).body.find((c: { id: number }) => c.id === lead.id);
    expect(rest.status).toBe('contacted');

    const missing = await gql(h, 'mutation { setContactStatus(id: 999999, status: resolved) { id } }', undefined, token);
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
    const badStatus = await gql(h, 'mutation { setContactStatus(id: 1, status: closed) { id } }', undefined, token);
    expect(badStatus.errors![0]!.message).toMatch(/ContactStatus/);
  });

  it('photos and delivery state are for the admin only', async () => {
    for (const selection of ['photos { path }', 'delivery_state', 'notes { body }']) {
      const res = await gql(
        h,
        `mutation { submitContact(input: { name: "Cy", email: "cy@example.com", phone: "705 555 0111", subject: "Leak", message: "Drip" }) { id ${selection} } }`,
      );
      expect(codesOf(res), selection).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('limits enquiries per address', async () => {
    const submit = () =>
      gql(h, 'mutation { submitContact(input: { name: "Flood", email: "f@example.com", phone: "705 555 0122", subject: "Spam", message: "Spam" }) { id } }');
    const answers: string[][] = [];
    for (let i = 0; i < leadRateLimit.limit + 1; i++) answers.push(codesOf(await submit()));
    expect(answers.at(-1)).toEqual(['RATE_LIMITED']);
  });
});
