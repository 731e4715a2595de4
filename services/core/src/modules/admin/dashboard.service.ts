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
  /** Leads the spam defence holds back (honeypot, altered token) that staff have not released. */
  held_back_spam: number;
  /** Leads sent too fast: with staff, their homeowner confirmation waiting for a release. */
  possible_spam: number;
}

export async function dashboardStats(em: Em): Promise<DashboardStats> {
  const [services, projects, blog_posts, new_contacts, held_back_spam, possible_spam] = await Promise.all([
    serviceCrud.count(em),
    projectCrud.count(em),
    blogCrud.count(em),
    em.count(Lead, { status: 'new', spam_at: null }),
    em.count(Lead, { spam_at: { $ne: null } }),
    em.count(Lead, { possible_spam: true, spam_at: null }),
  ]);
  return { services, projects, blog_posts, new_contacts, held_back_spam, possible_spam };
}
