import type { PageTemplate } from '@northrock/core/browser';

/**
 * The template of a public page from its route id (web/src/app/routes.ts): the route module's
 * name, the same for both languages (`-fr` ids) and for every page a module serves (the service
 * pages' `service-<slug>` ids are `service`, the cities' `city`). Real-user vitals are kept per
 * template, never per address (docs/web.md, "Real-user vitals"); undefined off the public site.
 * page-template.test.ts holds every public route to core's list of templates.
 */
export function pageTemplateOf(routeId: string | undefined): PageTemplate | undefined {
  if (!routeId || routeId.startsWith('routes/admin/') || routeId === 'root') return undefined;
  const id = routeId.replace(/-fr$/, '');
  // Named ids are the service and city pages'; the others are their module's path.
  const name = id.startsWith('routes/public/') ? id.slice('routes/public/'.length) : id.replace(/^(service|city)-.+$/, '$1');
  return name as PageTemplate;
}
