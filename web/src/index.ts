/**
 * The site's door (`@northrock/web`) for the scripts and tests outside web/: the French paths,
 * the service regions the pages name, the islands' names and the admin navigation. The gateway
 * never imports it (it serves the built site and hands it data through its load context).
 */
export { adminNav, estimatorNav } from './features/admin-shell/admin-nav';
export { genericContentScreens } from './features/admin-content/lib/content-screens';
export { serviceRegions } from './features/company/content';
export { frenchPaths } from './config/localized-paths';
export type { IslandName } from './islands/island-names';
