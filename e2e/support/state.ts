import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where start-test-server.ts tells the specs which database and DATA_DIR the product uses. */
export const e2eStateFile = join(tmpdir(), `northrock-e2e-state-${process.env.E2E_PORT ?? 3210}.json`);

export interface E2eState {
  databaseUrl: string;
  dataDir: string;
  port: number;
}

/**
 * The seeded admin's password in the e2e product. It runs as it ships (NODE_ENV=production),
 * where the documented default `northrock-admin` locks the back office until it is changed, so
 * the install is seeded with a password of its own, as a real one would be (ADMIN_PASSWORD).
 */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-7f3k' } as const;
