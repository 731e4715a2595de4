import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

const trees = new WeakMap<ServerBuild['routes'], RouteObject[]>();

function tree(manifest: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({ id: route!.id, path: route!.path, index: route!.index, children: route!.index ? undefined : tree(manifest, route!.id) }) as RouteObject);
}

/** The page's route template as the site's router matches it (`/services/:slug`, `/*` for a page not found). */
export function pageRoute(build: Pick<ServerBuild, 'routes'>, path: string): string | undefined {
  let routes = trees.get(build.routes);
  if (!routes) trees.set(build.routes, (routes = tree(build.routes)));
  const matches = matchRoutes(routes, path);
  if (!matches) return undefined;
  const template = matches
    .map((m) => m.route.path)
    .filter(Boolean)
    .join('/');
  return `/${template.replace(/^\/+/, '')}`;
}
