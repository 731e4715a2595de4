import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRateLimit } from '@northrock/core/lead';
import { loginRules } from '@northrock/core/admin';
import { isInputObjectType, isObjectType } from 'graphql';
import { schema } from '../src/graphql/schema';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';

/**
 * Regression tests named after advisories of peer CMSs: the same mistakes must never ship here.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('Payload CVE-2025-4643: a token used after logout', () => {
  it('is refused by REST, GraphQL and the links minted in its session', async () => {
    const token = await h.login();
    const ticket = await h.call('POST', '/api/admin/queue-dashboard', { token });
    expect(ticket.status).toBe(200);
    expect((await h.call('POST', '/api/admin/logout', { token })).status).toBe(200);
    expect((await h.call('GET', '/api/admin/me', { token })).status).toBe(401);
    expect((await h.call('GET', '/api/admin/contacts', { token })).status).toBe(401);
    const g = await gql(h, '{ dashboardStats { services } }', undefined, token);
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const mutation = await gql(h, 'mutation { deleteService(id: 1) }', undefined, token);
    expect(mutation.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.call('GET', '/api/services')).body.some((s: { id: number }) => s.id === 1)).toBe(true);
  });
});

describe('Strapi CVE-2023-22621: admin-edited text evaluated as a template', () => {
  const payloads = ['{{7*7}}', '${7*7}', '<%= 7*7 %>', '#{7*7}', '{{constructor.constructor("return process")()}}'];

  it('site settings and blog text reach pages and emails literally, never evaluated', async () => {
    const token = await h.login();
    const settings = {
      company_name: `Northrock ${payloads[0]}`,
      tagline: payloads[1],
      description: payloads.join(' '),
      phone: '1-888-555-0137',
      email: 'info@northrock.example',
      address: payloads[2],
      logo: '/brand/northrock-logo.svg',
    };
    expect((await h.call('PUT', '/api/admin/site-settings', { token, body: settings })).status).toBe(200);
    const home = await (await fetch(`${h.baseUrl}/`)).text();
    expect(home).toContain('Northrock {{7*7}}');
    expect(home).not.toMatch(/Northrock 49\b/);

    const post = await h.call('POST', '/api/admin/blog', {
      token,
      body: {
        title: `Template ${payloads[1]}`,
        slug: 'template-text',
        excerpt: payloads[0],
        content: `<p>${payloads.join(' ')}</p>`,
        image: '/images/blog/interior-waterproofing-systems.webp',
        author_name: payloads[3],
        author_role: 'Writer',
        author_avatar: '/images/avatars/tom-kowalchuk.webp',
        category: 'Tips',
      },
    });
    expect(post.status).toBe(201);
    const page = await (await fetch(`${h.baseUrl}/blog/template-text`)).text();
    expect(page).toContain('Template ${7*7}');
    expect(page).not.toContain('Template 49');
    expect(page).not.toContain('[object process]');

    // E-mails: services/worker/test/lead-emails.test.ts renders a confirmation with such a company name.
  });
});

describe('Strapi CVE-2023-34235: filters that reach password hashes', () => {
  it('no filter, sort or selection reaches an admin account or its secrets', async () => {
    const token = await h.login();
    // The lead filters are an allow-list: unknown keys are refused by GraphQL, ignored by REST.
    const nested = await gql(h, '{ contactPage(filter: { password_hash: "$argon2" }) { total } }', undefined, token);
    expect(nested.errors?.[0]?.message).toMatch(/password_hash/);
    const all = await h.call('GET', '/api/admin/contacts/export', { token });
    for (const query of [
      'search=&user[password_hash][$startsWith]=$argon2',
      'filters[user][password_hash][$startsWith]=$',
      'sort=password_hash',
      'where=password_hash',
    ]) {
      const res = await h.call('GET', `/api/admin/contacts/export?${query}`, { token });
      expect(res.status, query).toBe(200);
      expect(res.body, query).toBe(all.body);
    }
    // Nothing answers a hash or a TOTP secret, and the schema has no way to ask for one.
    for (const path of ['/api/admin/me', '/api/admin/contacts', '/api/admin/services', '/api/admin/dashboard-stats']) {
      const text = JSON.stringify((await h.call('GET', path, { token })).body);
      expect(text, path).not.toMatch(/argon2|password_hash|totp_secret|code_hash/);
    }
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type)) {
        // The one password in the schema is the login hint's documented default (public by design).
        for (const field of Object.keys(type.getFields())) {
          if (`${type.name}.${field}` !== 'Credentials.password') expect(`${type.name}.${field}`).not.toMatch(/hash|secret_|totp|\.password$/i);
        }
      }
      if (isInputObjectType(type)) {
        for (const field of Object.keys(type.getFields())) expect(`${type.name}.${field}`).not.toMatch(/hash/i);
      }
    }
  });
});

describe('rate-limit bypass', () => {
  it('through a spoofed X-Forwarded-For: no fresh budget for logins or enquiries', async () => {
    for (let i = 0; i < loginRules.addressAccount.limit; i++) {
      await h.call('POST', '/api/admin/login', { body: { username: 'xff-victim', password: 'guess' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    const login = await h.call('POST', '/api/admin/login', {
      body: { username: 'xff-victim', password: 'guess' },
      headers: { 'x-forwarded-for': '203.0.113.200', 'x-real-ip': '203.0.113.201', forwarded: 'for=203.0.113.202' },
    });
    expect(login.status).toBe(429);

    const lead = { name: 'X', email: 'x@example.com', phone: '705 555 0199', subject: 's', message: 'm' };
    const answers = await Promise.all(
      Array.from({ length: leadRateLimit.limit + 5 }, (_, i) =>
        h.call('POST', '/api/contact', { body: lead, headers: { 'x-forwarded-for': `198.51.100.${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201).length).toBe(leadRateLimit.limit);
  });

  it('through switching between REST and GraphQL: one budget', async () => {
    const statuses: string[] = [];
    for (let i = 0; i < loginRules.addressAccount.limit + 2; i++) {
      if (i % 2) {
        const g = await gql(h, 'mutation($i: LoginInput!) { login(input: $i) { access_token } }', { i: { username: 'switch-victim', password: 'g' } });
        statuses.push(g.errors?.[0]?.extensions?.code);
      } else {
        const r = await h.call('POST', '/api/admin/login', { body: { username: 'switch-victim', password: 'g' } });
        statuses.push(r.status === 429 ? 'RATE_LIMITED' : 'UNAUTHENTICATED');
      }
    }
    expect(statuses.slice(0, loginRules.addressAccount.limit).every((s) => s === 'UNAUTHENTICATED')).toBe(true);
    expect(statuses.slice(loginRules.addressAccount.limit)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });
});
