/** Worker composition root: config -> adapters -> relay + consumers, and a graceful stop. */
import { createLogger, loadConfigOrExit } from '@northrock/core/platform';
import { runUntilSignalled } from './process';
import { startWorker } from './worker';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel, { service: 'worker' });
if (!config.databaseUrl) {
  log.error('DATABASE_URL is not set (make start provides an embedded PostgreSQL when it is unset).');
  process.exit(1);
}
const worker = await startWorker(config, log).catch((err: Error) => {
  // A database that cannot serve (an unfinished restore): one sentence, not a stack trace.
  log.error(err.message);
  process.exit(1);
});
await runUntilSignalled(worker, log);
