import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { LeadReply } from '@northrock/core/lead-reply';
import { OutboxMessage } from '@northrock/core/outbox';
import { eraseLead } from '@northrock/core/privacy';
import { codesOf, gql, gqlOk } from './graphql-helpers';
import type { Harness } from './harness';
import { signedInHarness } from './support/signed-in-harness';
import { addAccount } from './support/staff-accounts';
import type { Json } from '../../../test/json';

/** Reply templates (a content type) and replies to the homeowner from the lead card, without a worker: what is stored and queued. */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

async function newLead(extra: Record<string, unknown> = {}): Promise<number> {
  const body = {
    name: 'Marie Tremblay',
    email: 'marie@example.com',
    phone: '807 555 0142',
    subject: 'Crack in basement wall',
    message: 'Water after rain.',
    ...extra,
  };
  const res = await h.call('POST', '/api/contact', { body });
  expect(res.status).toBe(201);
  return res.body.id;
}

const reply = (extra: Record<string, unknown> = {}) => ({
  client_id: randomUUID(),
  subject: 'Re: Crack in basement wall',
  body: 'Hello {name}, we will call you today.',
  ...extra,
});
const send = (id: number, body: unknown) => h.call('POST', `/api/admin/contacts/${id}/replies`, { token, body });

describe('reply templates', () => {
  it('come seeded with the three of the office, in order, and appear in the sidebar', async () => {
    const res = await h.call('GET', '/api/admin/reply-templates', { token });
    expect(res.status).toBe(200);
    expect((res.body as Json[]).map((t) => t.title)).toEqual(["Thanks, we'll call you today", 'Can you send a photo of ...', 'Booking your free estimate']);
    for (const t of res.body as Json[]) expect(t.body).toContain('{name}');
    const nav = await gqlOk(h, '{ adminNavigation { path label } }', undefined, token);
    expect(nav.adminNavigation).toContainEqual({ path: '/admin/reply-templates', label: 'Reply Templates' });
  });

  it('are created, edited and deleted by an admin; an unknown placeholder or a missing field is a 422 naming it', async () => {
    const created = await h.call('POST', '/api/admin/reply-templates', {
      token,
      body: { title: 'Running late', body: 'Hello {name}, {company} is running late.' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Running late', order: 0 });

    const typo = await h.call('PUT', `/api/admin/reply-templates/${created.body.id}`, { token, body: { title: 'Running late', body: 'Hello {nmae},' } });
    expect(typo.status).toBe(422);
    expect(typo.body.errors).toEqual([{ field: 'body', message: 'Body has an unknown placeholder {nmae}: use {name} or {company}' }]);
    const blank = await h.call('POST', '/api/admin/reply-templates', { token, body: { title: ' ', body: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.map((e: Json) => e.field).sort()).toEqual(['body', 'title']);
    const long = await h.call('POST', '/api/admin/reply-templates', { token, body: { title: 'x'.repeat(101), body: 'Hi' } });
    expect(long.body.errors).toEqual([{ field: 'title', message: 'Title must be at most 100 characters' }]);

    const gqlTypo = await gql(
      h,
      'mutation($input: ReplyTemplateInput!) { createReplyTemplate(input: $input) { id } }',
      { input: { title: 'A', body: '{x}' } },
      token,
    );
    expect(codesOf(gqlTypo)).toEqual(['BAD_USER_INPUT']);

    const edited = await h.call('PUT', `/api/admin/reply-templates/${created.body.id}`, {
      token,
      body: { title: 'Running late', body: 'Hi {name}.', order: 9 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: 'Hi {name}.', order: 9 });
    expect((await h.call('DELETE', `/api/admin/reply-templates/${created.body.id}`, { token })).status).toBe(200);
    expect((await h.call('GET', '/api/admin/reply-templates')).status).toBe(401);
  });
});

describe('a reply from the lead card', () => {
  it('starts from a template with the first name and the company filled in, under "Re: <subject>"', async () => {
    const id = await newLead({ name: 'Marie-Ève Tremblay' });
    const templates = (await h.call('GET', '/api/admin/reply-templates', { token })).body as Json[];
    const photo = templates.find((t) => t.title.startsWith('Can you send'));
    const draft = await h.call('GET', `/api/admin/contacts/${id}/replies/draft?template_id=${photo.id}`, { token });
    expect(draft.status).toBe(200);
    expect(draft.body.subject).toBe('Re: Crack in basement wall');
    expect(draft.body.body).toMatch(/^Hello Marie-Ève,\n\nThank you for contacting Northrock Foundation & Waterproofing\./);
    expect(draft.body.body).not.toContain('{');
    expect((await h.call('GET', `/api/admin/contacts/${id}/replies/draft`, { token })).body).toEqual({
      subject: 'Re: Crack in basement wall',
      body: '',
      language: 'en',
    });
    expect((await h.call('GET', `/api/admin/contacts/${id}/replies/draft?template_id=99999`, { token })).status).toBe(404);
    expect((await h.call('GET', `/api/admin/contacts/${id}/replies/draft?template_id=x`, { token })).status).toBe(422);

    const viaGql = await gqlOk(
      h,
      'query($id: Int!, $t: Int) { contactReplyDraft(id: $id, templateId: $t) { subject body language } }',
      { id, t: photo.id },
      token,
    );
    expect(viaGql.contactReplyDraft).toEqual(draft.body);
    const choices = await gqlOk(h, '{ replyTemplateChoices { id title } }', undefined, token);
    expect(choices.replyTemplateChoices.map((t: Json) => t.id)).toEqual(templates.map((t) => t.id));
  });

  it('is queued with its job in the outbox, stops the clock, is on the lead and in Activity; the same client_id answers the same reply', async () => {
    const id = await newLead();
    const body = reply();
    const first = await send(id, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      client_id: body.client_id,
      status: 'queued',
      author: 'admin',
      body: 'Hello Marie, we will call you today.',
      sent_at: null,
    });

    // A client that lost the answer sends again (twice at once): the same reply, one job.
    const again = await Promise.all([send(id, body), send(id, { ...body, body: 'Different text' })]);
    for (const res of again) expect(res.body).toEqual(first.body);
    const viaGql = await gqlOk(
      h,
      'mutation($id: Int!, $input: ContactReplyInput!) { replyToContact(id: $id, input: $input) { id status } }',
      { id, input: body },
      token,
    );
    expect(viaGql.replyToContact).toEqual({ id: first.body.id, status: 'queued' });
    const em = h.orm.em.fork();
    expect(await em.count(LeadReply, { lead: id })).toBe(1);
    expect(await em.count(OutboxMessage, { job_name: 'lead.send-reply', ref: `lead_reply:${first.body.id}` })).toBe(1);
    const lead = await em.findOneOrFail(Lead, { id });
    expect(lead.first_response_kind).toBe('reply');
    expect(lead.first_response_at?.toISOString()).toBe(first.body.created_at);

    const listed = await h.call('GET', `/api/admin/contacts/${id}/replies`, { token });
    expect(listed.body).toEqual([first.body]);
    const page = await gqlOk(h, '{ contactPage { items { id replies { id subject author status } } } }', undefined, token);
    expect(page.contactPage.items.find((l: Json) => l.id === id).replies).toEqual([
      { id: first.body.id, subject: 'Re: Crack in basement wall', author: 'admin', status: 'queued' },
    ]);
    const history = await h.call('GET', `/api/admin/activity?entity_type=ContactSubmission&entity_id=${id}`, { token });
    expect(history.body.items.map((e: Json) => e.action)).toContain('reply');

    // A second reply is its own: a new client_id, a new reply; the first response stays the first.
    const second = await send(id, reply({ subject: 'Re: Crack in basement wall (photos)' }));
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    await em.refresh(lead);
    expect(lead.first_response_at?.toISOString()).toBe(first.body.created_at);

    // A new reply sent three times at once (a double click, a retry racing the first): one reply, one job.
    const burst = reply({ body: 'Burst' });
    const answers = await Promise.all([1, 2, 3].map(() => send(id, burst)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await em.count(OutboxMessage, { job_name: 'lead.send-reply', ref: `lead_reply:${answers[0]!.body.id}` })).toBe(1);
    expect(await em.count(LeadReply, { lead: id })).toBe(3);
  });

  it('is refused for an unknown, erased or held-back lead, a client_id of another lead, and bad input', async () => {
    const id = await newLead();
    expect((await send(999_999, reply())).status).toBe(404);
    const taken = reply();
    expect((await send(id, taken)).status).toBe(201);
    const other = await newLead();
    const conflict = await send(other, taken);
    expect(conflict.status).toBe(409);
    expect(conflict.body.detail).toMatch(/another lead/);

    const invalid = await send(id, { client_id: 'abc', subject: 'Re: x\nBcc: a@b.c', body: 'Hello {nmae}' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((e: Json) => e.field).sort()).toEqual(['body', 'client_id', 'subject']);

    const em = h.orm.em.fork();
    const spam = await newLead();
    await em.nativeUpdate(Lead, { id: spam }, { spam_at: new Date(), spam_reason: 'Honeypot filled' });
    const held = await send(spam, reply());
    expect(held.status).toBe(422);
    expect(held.body.detail).toMatch(/held back as spam: release it first/);
    const erased = await newLead();
    await em.nativeUpdate(Lead, { id: erased }, { erased_at: new Date(), name: 'Erased', email: '' });
    const gone = await send(erased, reply());
    expect(gone.status).toBe(422);
    expect(gone.body.detail).toMatch(/erased/);
    expect((await h.call('GET', `/api/admin/contacts/${erased}/replies/draft`, { token })).status).toBe(422);
    const viaGql = await gql(
      h,
      'mutation($id: Int!, $input: ContactReplyInput!) { replyToContact(id: $id, input: $input) { id } }',
      { id: spam, input: reply() },
      token,
    );
    expect(codesOf(viaGql)).toEqual(['BAD_USER_INPUT']);
    expect(await em.count(LeadReply, { lead: { $in: [spam, erased] } })).toBe(0);
    expect((await h.call('POST', `/api/admin/contacts/${id}/replies`, { body: reply() })).status).toBe(401);
  });

  it("goes with the homeowner's data when the lead is erased (its text names them)", async () => {
    const id = await newLead();
    expect((await send(id, reply())).status).toBe(201);
    const em = h.orm.em.fork();
    await eraseLead(em, h.storage, id, { id: 1, username: 'admin' }, new Date(Date.now() + 60 * 60_000));
    expect(await em.count(LeadReply, { lead: id })).toBe(0);
    expect((await h.call('GET', `/api/admin/contacts/${id}/replies`, { token })).body).toEqual([]);
  });
});

describe('an estimator', () => {
  it("replies to the leads that are theirs, and to no one else's: 404 over REST and GraphQL, nothing queued", async () => {
    const mine = await addAccount(h, token, 'reply.estimator', 'estimator');
    const other = await addAccount(h, token, 'reply.colleague', 'estimator');
    const [ownLead, theirLead] = [await newLead(), await newLead()];
    const em = h.orm.em.fork();
    await em.nativeUpdate(Lead, { id: ownLead }, { owner_id: mine.id });
    await em.nativeUpdate(Lead, { id: theirLead }, { owner_id: other.id });
    const as = (t: string, id: number, body: unknown) => h.call('POST', `/api/admin/contacts/${id}/replies`, { token: t, body });

    expect((await as(mine.token, ownLead, reply())).status).toBe(201);
    expect((await h.call('GET', `/api/admin/contacts/${ownLead}/replies/draft`, { token: mine.token })).status).toBe(200);
    for (const res of [
      await as(mine.token, theirLead, reply()),
      await h.call('GET', `/api/admin/contacts/${theirLead}/replies`, { token: mine.token }),
      await h.call('GET', `/api/admin/contacts/${theirLead}/replies/draft`, { token: mine.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ detail: 'Contact submission not found' });
    }
    const viaGql = await gql(
      h,
      'mutation($id: Int!, $input: ContactReplyInput!) { replyToContact(id: $id, input: $input) { id } }',
      { id: theirLead, input: reply() },
      mine.token,
    );
    expect(codesOf(viaGql)).toEqual(['NOT_FOUND']);
    expect(await h.orm.em.fork().count(LeadReply, { lead: theirLead })).toBe(0);
  });
});
