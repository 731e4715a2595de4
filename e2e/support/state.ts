import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where start-test-server.ts tells the specs which database and DATA_DIR the product uses. */
export const e2eStateFile = join(tmpdir(), `northrock-e2e-state-${process.env.E2E_PORT ?? 3210}.json`);

export interface E2eState {
  databaseUrl: string;
  dataDir: string;
  port: number;
}
