import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../platform/db';
import { createOrm } from '.';
import { scratchDatabase, type ScratchDatabase } from '@northrock/tools/test-database';
import { migrateAndSeed } from '../seeds/migrate-and-seed';
import { Service } from '../modules/service';
import { BlogPost } from '../modules/blog';
import { AdminUser } from '../modules/admin';

const dbs: ScratchDatabase[] = [];
afterAll(async () => {
  for (const db of dbs) await db.drop();
});

async function fresh() {
  const db = await scratchDatabase('db');
  dbs.push(db);
  return db;
}

const admin = { username: 'admin', password: 'northrock-admin' };

describe('migrations', () => {
  it('match the entities exactly (a changed entity without a migration fails here)', async () => {
    const db = await fresh();
    const orm = await createOrm(db.url);
    try {
      await migrate(orm);
      const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close(true);
    }
  });

  it('are applied once even when several instances start together', async () => {
    const db = await fresh();
    const results = await Promise.all([1, 2, 3, 4].map(() => migrateAndSeed(db.url, admin)));
    expect(results.filter((r) => r.applied.length > 0)).toHaveLength(1);
    expect(results.filter((r) => r.seeded.content)).toHaveLength(1);
    const orm = await createOrm(db.url);
    try {
      const em = orm.em.fork();
      expect(await em.count(Service, {})).toBe(7);
      expect(await em.count(AdminUser, {})).toBe(1);
    } finally {
      await orm.close(true);
    }
  });
});

describe('seed', () => {
  it('fills a fresh database with docs/product.md content, flagship first', async () => {
    const db = await fresh();
    await migrateAndSeed(db.url, admin);
    const orm = await createOrm(db.url);
    try {
      const em = orm.em.fork();
      const services = await em.find(Service, {}, { orderBy: { order: 'asc', id: 'asc' } });
      expect(services.map((s) => s.slug)).toEqual([
        'exterior-waterproofing',
        'foundation-repair-replacement',
        'push-pier-systems',
        'concentric-pier-systems',
        'interior-waterproofing',
        'steel-post-beam-systems',
        'everbrace-wall-restoration',
      ]);
      const posts = await em.find(BlogPost, {}, { orderBy: { id: 'asc' } });
      expect(posts.map((p) => p.slug).sort()).toEqual(['advanced-exterior-waterproofing-thunder-bay', 'interior-waterproofing-systems']);
      for (const post of posts) {
        expect(post.published).toBe(true);
        expect(post.content.split(/\s+/).length).toBeGreaterThan(600);
      }
    } finally {
      await orm.close(true);
    }
  });

  it('runs once and never overwrites what the admin changed or deleted', async () => {
    const db = await fresh();
    await migrateAndSeed(db.url, admin);
    const orm = await createOrm(db.url);
    try {
      const em = orm.em.fork();
      const flagship = await em.findOneOrFail(Service, { slug: 'exterior-waterproofing' });
      flagship.title = 'Edited by the admin';
      await em.flush();
      await em.nativeDelete(Service, { slug: 'push-pier-systems' });
      const again = await migrateAndSeed(db.url, { username: 'admin', password: 'another-password' });
      expect(again).toEqual({ applied: [], seeded: { content: false, admin: false } });
      const em2 = orm.em.fork();
      expect((await em2.findOneOrFail(Service, { slug: 'exterior-waterproofing' })).title).toBe('Edited by the admin');
      expect(await em2.count(Service, {})).toBe(6);
    } finally {
      await orm.close(true);
    }
  });
});
