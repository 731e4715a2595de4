import type { Em } from '../../platform/db';
import { blogCrud } from '../blog';
import { Lead } from '../lead';
import { projectCrud } from '../project';
import { serviceCrud } from '../service';

export interface DashboardStats {
  services: number;
  projects: number;
  blog_posts: number;
  new_contacts: number;
}

export async function dashboardStats(em: Em): Promise<DashboardStats> {
  const [services, projects, blog_posts, new_contacts] = await Promise.all([
    serviceCrud.count(em),
    projectCrud.count(em),
    blogCrud.count(em),
    em.count(Lead, { status: 'new', spam_at: null }),
  ]);
  return { services, projects, blog_posts, new_contacts };
}
