import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, gql, gqlOk } from './graphql-helpers';
import { startHarness, type Harness } from './harness';

/** The gateway as production runs it: introspection, GraphiQL and field suggestions off. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await h.close();
});

describe('GraphQL in production', () => {
  it('answers operations', async () => {
    expect((await gqlOk(h, '{ siteSettings { company_name } }')).siteSettings.company_name).toBeTruthy();
  });

  it('refuses introspection', async () => {
    const res = await gql(h, '{ __schema { types { name } } }');
    expect(res.data).toBeUndefined();
    expect(res.errors![0]!.message).toMatch(/introspection/i);
    const typeQuery = await gql(h, '{ __type(name: "ContactSubmission") { fields { name } } }');
    expect(typeQuery.data).toBeUndefined();
  });

  it('keeps __typename, which Apollo Client adds to every selection', async () => {
    expect((await gqlOk(h, '{ siteSettings { __typename } }')).siteSettings.__typename).toBe('SiteSettings');
  });

  it('does not suggest field names', async () => {
    const res = await gql(h, '{ contact { id } }');
    expect(res.errors![0]!.message).not.toMatch(/did you mean/i);
  });

  it('serves no GraphiQL page', async () => {
    const page = await fetch(`${h.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
  });

  it('masks unexpected errors: no SQL, table names or stack', async () => {
    await h.orm.em.fork().getConnection().execute('drop table differentiators');
    const res = await gql(h, '{ differentiators { id } }');
    expect(codesOf(res)).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(res.errors![0]!.message).toBe('Internal server error');
    const text = JSON.stringify(res.errors);
    expect(text).not.toMatch(/select|relation|does not exist|stack|\.ts:/i);
  });
});
