// How a service's entry point becomes the one file `make start` and the container images run:
// the workspace packages inlined, npm packages left external (resolved from the node_modules
// above the file). scripts/build-services.mjs bundles the services with it; tests that start the
// product as processes (the chaos run, the worker crash tests, replica gateways) start such a
// bundle too: it loads in about half the CPU time the sources take through tsx.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@northrock/') ? undefined : { path: args.path, external: true }));
  },
};

/** Bundles `entry` (a .ts file) into `outfile` (.mjs, with its source map beside it). */
export async function bundleService(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}

const bundled = new Map();

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Removes the test bundles of processes that are gone (a test worker stopped by a signal runs no exit handler). */
function sweep(dist) {
  for (const file of existsSync(dist) ? readdirSync(dist) : []) {
    const pid = /^test-(\d+)-/.exec(file)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(dist, file), { force: true });
  }
}

/**
 * `entry` (an absolute .ts path) bundled once per process, for a test that starts it as a
 * process: in its package's dist/ (ignored by git, beside the node_modules its imports resolve
 * from), named by this process, removed when it exits (or, were it killed, by the next call).
 */
export function testBundle(entry) {
  let file = bundled.get(entry);
  if (!file) {
    let pkg = dirname(entry);
    while (!existsSync(join(pkg, 'package.json')) && dirname(pkg) !== pkg) pkg = dirname(pkg);
    sweep(join(pkg, 'dist'));
    const out = join(pkg, 'dist', `test-${process.pid}-${basename(entry, '.ts')}.mjs`);
    process.once('exit', () => [out, `${out}.map`].forEach((f) => rmSync(f, { force: true })));
    file = bundleService(entry, out).then(() => out);
    bundled.set(entry, file);
  }
  return file;
}

/** After a test run (test/global-setup.ts): the test bundles its processes left in the dist/ folder of each service. */
export function sweepTestBundles(root) {
  const services = join(root, 'services');
  for (const pkg of existsSync(services) ? readdirSync(services) : []) sweep(join(services, pkg, 'dist'));
}
