// Bundles each service entry point (with the workspace packages inlined, npm packages left
// external) into dist/ for `make start` and the container images.
import { build } from 'esbuild';

const entries = {
  'services/gateway/dist/main': 'services/gateway/src/main.ts',
  'services/worker/dist/main': 'services/worker/src/main.ts',
  'services/core/dist/migrate': 'services/core/src/cli/migrate.ts',
  'services/core/dist/backup': 'services/core/src/cli/backup.ts',
  'services/core/dist/restore': 'services/core/src/cli/restore.ts',
  'scripts/dist/start': 'scripts/start.ts',
};

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@northrock/') ? undefined : { path: args.path, external: true }));
  },
};

for (const [out, entry] of Object.entries(entries)) {
  await build({
    entryPoints: { [out]: entry },
    outdir: '.',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    outExtension: { '.js': '.mjs' },
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}
console.log('services built');
