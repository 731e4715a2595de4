import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, queryOnce } from '@northrock/tools/test-database';
import { loadConfig } from '../platform';
import { defaultSiteSettings } from '../modules/site-settings';
import { seedBlogPosts, seedMaterials, seedServices } from './content';
import { seed } from './seed';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
beforeAll(async () => {
  db = await migratedTestDatabase('frupgrade');
  await seed(db.orm.em.fork(), loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url }).admin);
});
afterAll(() => db.close());

const sql = (text: string, params: unknown[] = []) => queryOnce(db.url, text, params);

describe('an upgraded install gets the seeds’ French (Migration20261126185000_french_content_more)', () => {
  it('fills the French of seeded rows whose English is the seed’s, and leaves what an admin wrote', async () => {
    const [flagship, foundation, piers] = seedServices;
    // As the install stood before the French seeds: French empty, one English edited, one French written by hand.
    await sql('update "services" set "title_fr" = null, "description_fr" = null');
    await sql('update "services" set "title_fr" = $1 where "title" = $2', ['Écrit par l’admin', foundation!.title]);
    await sql('update "services" set "title" = $1 where "title" = $2', ['Push piers (edited)', piers!.title]);
    await sql('update "site_settings" set "tagline_fr" = null, "description_fr" = null');
    // One article never saved since the seed, one saved by an admin.
    await sql('update "blog_posts" set "title_fr" = null, "excerpt_fr" = null, "content_fr" = null');
    await sql('update "blog_posts" set "updated_at" = now() where "slug" = $1', [seedBlogPosts[1]!.slug]);
    await sql('update "materials" set "name" = $1 where "name" = $2', ['Our own membrane', seedMaterials[0]!.name]);
    // Down to before the migration (its columns go), then up again.
    await db.orm.migrator.down({ to: 'Migration20261126184000_reply_templates_french' });
    await db.orm.migrator.up();

    const services = await sql('select "title", "title_fr", "description_fr" from "services"');
    const byTitle = new Map(services.map((s) => [s.title, s]));
    expect(byTitle.get(flagship!.title)).toMatchObject({ title_fr: flagship!.title_fr, description_fr: flagship!.description_fr });
    // The admin's French stays; the French of an edited English is left empty.
    expect(byTitle.get(foundation!.title)!.title_fr).toBe('Écrit par l’admin');
    expect(byTitle.get('Push piers (edited)')!.title_fr).toBeNull();
    expect(byTitle.get('Push piers (edited)')!.description_fr).toBe(piers!.description_fr);

    const materials = await sql('select "name", "name_fr" from "materials" order by "order"');
    expect(materials[0]).toEqual({ name: 'Our own membrane', name_fr: null });
    expect(materials[1]).toEqual({ name: seedMaterials[1]!.name, name_fr: seedMaterials[1]!.name_fr });
    // The two other new tables: every seeded row has its French again.
    expect((await sql('select count(*)::int as n from "property_types" where "type_fr" is null or "description_fr" is null'))[0]!.n).toBe(0);
    expect((await sql('select count(*)::int as n from "differentiators" where "tagline_fr" is null or "description_fr" is null'))[0]!.n).toBe(0);
    const posts = new Map((await sql('select "slug", "content", "content_fr" from "blog_posts"')).map((p) => [p.slug, p]));
    expect(posts.get(seedBlogPosts[0]!.slug)!.content_fr).toBe(seedBlogPosts[0]!.content_fr);
    expect(posts.get(seedBlogPosts[1]!.slug)!.content_fr).toBeNull();
    const [settings] = await sql('select "tagline_fr", "description_fr", "address_fr" from "site_settings"');
    expect(settings!.address_fr).toMatch(/^Thunder Bay \(Ontario\)/);
    expect(settings!.tagline_fr).toMatch(/^Réparation de fondations/);
    expect(settings!.description_fr).toMatch(/^Entrepreneur familial/);
  });
});

describe('the site settings’ French emptied by a replacing write (Migration20261128150000_site_settings_french_again)', () => {
  it('comes back where the English is still the seed’s, and an admin’s English keeps its empty French', async () => {
    // As a PUT of the seven documented English fields left them, the address since edited by an admin.
    await sql('update "site_settings" set "tagline_fr" = null, "description_fr" = null, "address_fr" = null, "address" = $1', ['12 Main St, Thunder Bay']);
    await db.orm.migrator.down({ to: 'Migration20261126185000_french_content_more' });
    await db.orm.migrator.up();
    const [settings] = await sql('select "tagline_fr", "description_fr", "address_fr" from "site_settings"');
    expect(settings).toEqual({ tagline_fr: defaultSiteSettings.tagline_fr, description_fr: defaultSiteSettings.description_fr, address_fr: null });
  });
});
