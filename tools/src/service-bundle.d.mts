// Types of tools/src/service-bundle.mjs (plain JavaScript: `npm run build` runs it with Node alone).
/** Bundles `entry` (a .ts file) into `outfile` (.mjs, with its source map beside it). */
export function bundleService(entry: string, outfile: string): Promise<void>;
/** `entry` (an absolute .ts path) bundled once per process, in its package's dist/; resolves with the bundle's path. */
export function testBundle(entry: string): Promise<string>;
/** After a test run: removes the test bundles its (now gone) processes left in the dist/ folder of each service. */
export function sweepTestBundles(root: string): void;
