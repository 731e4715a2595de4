/**
 * A real worker process for the crash tests: exactly `src/main.ts`, plus the test's queue
 * prefix and short lock/retry times (passed as JSON in argv[2]).
 */
import { createLogger, loadConfigOrExit } from '@northrock/core/platform';
import { runUntilSignalled } from '../../src/process';
import { startWorker, type WorkerTuning } from '../../src/worker';

const tuning = JSON.parse(process.argv[2] ?? '{}') as WorkerTuning;
const config = loadConfigOrExit();
const log = createLogger(config.logLevel, { service: 'worker' });
await runUntilSignalled(await startWorker(config, log, tuning), log);
