import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@northrock/core/platform';
import { seed } from '@northrock/core/seeds';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { startGatewayProcess, type GatewayProcess } from './support/gateway-process';

/**
 * Two gateway processes (services/gateway/src/main.ts, as deployed) over one database and
 * one Redis: a save through either is what the other answers on its very next request, for
 * the public API, GraphQL and the server-rendered page.
 */
type Gateway = GatewayProcess;

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let dataDir: string;
const gateways: Gateway[] = [];
const startGateway = () => startGatewayProcess({ databaseUrl: db.url, dataDir });

beforeAll(async () => {
  db = await migratedTestDatabase('replicas');
  dataDir = mkdtempSync(join(tmpdir(), 'northrock-replicas-'));
  await seed(db.orm.em.fork(), loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url }).admin);
  gateways.push(...(await Promise.all([startGateway(), startGateway()])));
});

afterAll(async () => {
  await Promise.all(
    gateways.map(
      (g) =>
        new Promise<void>((resolve) => {
          if (g.child.exitCode !== null) return resolve();
          g.child.once('exit', () => resolve());
          g.child.kill('SIGTERM');
        }),
    ),
  );
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type ServiceRow = { id: number; slug: string; title: string; description: string; image: string; featured: boolean; order: number };
const serviceFields = ({ slug, title, description, image, featured, order }: ServiceRow) => ({ slug, title, description, image, featured, order });
const services = async (g: Gateway) => (await (await fetch(`${g.url}/api/services`)).json()) as ServiceRow[];
const graphqlTitles = async (g: Gateway) => {
  const res = await fetch(`${g.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ services { title } }' }),
  });
  return ((await res.json()) as { data: { services: { title: string }[] } }).data.services.map((s) => s.title);
};
const page = async (g: Gateway, path: string) => (await fetch(`${g.url}${path}`)).text();

async function login(g: Gateway): Promise<string> {
  const res = await fetch(`${g.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'northrock-admin' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('two gateway processes', () => {
  it('serve a save made through one on the very next request to the other: API, GraphQL and page', async () => {
    const [a, b] = gateways as [Gateway, Gateway];
    const token = await login(a);
    const flagship = (await services(a)).find((s) => s.featured)!;
    for (let round = 1; round <= 5; round++) {
      // Both caches are warm with the current list and page.
      for (const g of [a, b]) {
        await services(g);
        await services(g);
        await graphqlTitles(g);
        await page(g, '/services');
      }
      const [writer, reader] = round % 2 ? [a, b] : [b, a];
      const title = `Exterior Waterproofing, round ${round}`;
      const saved = await fetch(`${writer.url}/api/admin/services/${flagship.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        // Its own fields: a write refuses the id and timestamps the API answers.
        body: JSON.stringify({ ...serviceFields(flagship), title }),
      });
      expect(saved.status).toBe(200);
      expect((await services(reader)).find((s) => s.id === flagship.id)?.title).toBe(title);
      expect(await graphqlTitles(reader)).toContain(title);
      expect(await page(reader, '/services')).toContain(title);
    }
  });

  it('answer 304 across processes while nothing changed: the ETag is the content, not the process', async () => {
    const [a, b] = gateways as [Gateway, Gateway];
    const etag = (await fetch(`${a.url}/api/testimonials`)).headers.get('etag')!;
    const res = await fetch(`${b.url}/api/testimonials`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
  });
});
