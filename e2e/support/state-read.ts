import { readFileSync } from 'node:fs';
import { e2eStateFile, type E2eState } from './state';

/** The database and DATA_DIR of the product under test (written by start-test-server.ts). */
export function e2eState(): E2eState {
  return JSON.parse(readFileSync(e2eStateFile, 'utf8')) as E2eState;
}
