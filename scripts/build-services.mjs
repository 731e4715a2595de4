// Bundles each service entry point into dist/ for `make start` and the container images
// (tools/src/service-bundle.mjs says how).
import { bundleService } from '@northrock/tools/service-bundle';

const entries = {
  'services/gateway/dist/main.mjs': 'services/gateway/src/main.ts',
  'services/worker/dist/main.mjs': 'services/worker/src/main.ts',
  'services/core/dist/migrate.mjs': 'services/core/src/cli/migrate.ts',
  'services/core/dist/backup.mjs': 'services/core/src/cli/backup.ts',
  'services/core/dist/restore.mjs': 'services/core/src/cli/restore.ts',
  'scripts/dist/start.mjs': 'scripts/start.ts',
};

for (const [out, entry] of Object.entries(entries)) await bundleService(entry, out);
console.log('services built');
