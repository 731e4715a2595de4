import type { Em } from '../platform/db';
import { ensureAdminUser } from '../modules/admin';
import { blogCrud, BlogPost } from '../modules/blog';
import { differentiatorCrud } from '../modules/differentiator';
import { materialCrud } from '../modules/material';
import { AppMeta } from '../modules/meta';
import { projectCrud } from '../modules/project';
import { propertyTypeCrud } from '../modules/property-type';
import { serviceCrud } from '../modules/service';
import { defaultSiteSettings, updateSiteSettings } from '../modules/site-settings';
import { testimonialCrud } from '../modules/testimonial';
import { videoReelCrud } from '../modules/video-reel';
import { seedBlogPosts, seedDifferentiators, seedMaterials, seedProjects, seedPropertyTypes, seedServices, seedTestimonials, seedVideoReels } from './content';

const SEEDED_KEY = 'content_seeded_at';

export interface SeedResult {
  content: boolean;
  admin: boolean;
}

/**
 * Fills a fresh database once. The marker row makes it a no-op ever after, so whatever
 * the admin edits or deletes stays as they left it. Call under `withMigrationLock`.
 */
export async function seed(em: Em, admin: { username: string; password: string }): Promise<SeedResult> {
  const adminCreated = await ensureAdminUser(em.fork(), admin.username, admin.password);
  const already = await em.fork().findOne(AppMeta, { key: SEEDED_KEY });
  if (already) return { content: false, admin: adminCreated };

  await em.fork().transactional(async (tx) => {
    await updateSiteSettings(tx, defaultSiteSettings);
    // Content goes through the same validated services the admin uses.
    for (const item of seedServices) await serviceCrud.create(tx, item);
    for (const item of seedMaterials) await materialCrud.create(tx, item);
    for (const item of seedPropertyTypes) await propertyTypeCrud.create(tx, item);
    for (const item of seedDifferentiators) await differentiatorCrud.create(tx, item);
    for (const item of seedTestimonials) await testimonialCrud.create(tx, item);
    for (const item of seedProjects) await projectCrud.create(tx, item);
    for (const item of seedVideoReels) await videoReelCrud.create(tx, item);
    for (const { created_at, ...item } of seedBlogPosts) {
      const post = await blogCrud.create(tx, item);
      await tx.nativeUpdate(BlogPost, { id: post.id }, { created_at: new Date(created_at), updated_at: new Date(created_at) });
    }
    tx.persist(tx.create(AppMeta, { key: SEEDED_KEY, value: new Date().toISOString() }));
    await tx.flush();
  });
  return { content: true, admin: adminCreated };
}
