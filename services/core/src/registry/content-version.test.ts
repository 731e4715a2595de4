import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCrud } from '../modules/project';
import { serviceCrud } from '../modules/service';
import { seed } from '../seeds/seed';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { AppError, createContentVersion, createRedis, loadConfig } from '../platform';
import { bumpVersionOnContentWrites } from '.';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
beforeAll(async () => {
  db = await migratedTestDatabase('version');
  await seed(db.orm.em.fork(), loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url }).admin);
});
afterAll(() => db.close());

/** A service's own fields (a write takes no `id` or timestamps). */
const fieldsOf = (item: object) =>
  Object.fromEntries(Object.keys(serviceCrud.definition.input.shape).map((key) => [key, (item as Record<string, unknown>)[key]]));

describe('content version', () => {
  it('moves on with every write to public content, and not with other writes', async () => {
    const redis = createRedis(process.env.TEST_REDIS_URL!, { keyPrefix: `cv${Date.now()}:` });
    await new Promise((r) => redis.once('ready', r));
    const version = createContentVersion(redis);
    // Each test hooks an entity manager of its own (a fresh event manager), as a process hooks its ORM.
    const em = db.orm.em.fork({ freshEventManager: true });
    bumpVersionOnContentWrites({ em }, version);
    const before = Number(await version.current());
    const [first] = await serviceCrud.list(em);
    await serviceCrud.update(em, first!.id, { ...fieldsOf(first!), title: 'Moved on' });
    // Before the rows are written, and after the commit.
    expect(Number(await version.current())).toBe(before + 2);
    // A write to something the public never reads (projects are admin-only) leaves it.
    await projectCrud.create(em, { title: 'Basement', description: 'A job', category: 'Rebuild', image: '/images/projects/x.webp' });
    expect(Number(await version.current())).toBe(before + 2);
    // Parallel calls all see at least the version of the moment they were made.
    const seen = await Promise.all(Array.from({ length: 20 }, () => version.current()));
    expect(seen.every((v) => Number(v) === before + 2)).toBe(true);
    redis.disconnect();
  });

  it('refuses a save while Redis does not answer, and reads then bypass the cache', async () => {
    const redis = createRedis('redis://127.0.0.1:1', { retryStrategy: () => null });
    const version = createContentVersion(redis);
    expect(await version.current()).toBeNull();
    const isolated = db.orm.em.fork({ freshEventManager: true });
    bumpVersionOnContentWrites({ em: isolated }, version);
    const [first] = await serviceCrud.list(isolated);
    const err = await serviceCrud.update(isolated, first!.id, { ...fieldsOf(first!), title: 'Never saved' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('UNAVAILABLE');
    const [stored] = await serviceCrud.list(db.orm.em.fork());
    expect(stored!.title).not.toBe('Never saved');
    redis.disconnect();
  });
});
