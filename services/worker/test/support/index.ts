/**
 * The worker's testing door (`@northrock/worker/testing`): what the gateway's tests, the root
 * tests and the scripts (benchmarks, chaos) may use of the worker's test support. The worker's
 * own tests import the files next to this one.
 */
export { exifHasGps, phonePhoto, pngDeclaring, smallPng } from './photos';
export { eventually, startPipelineStack, type PipelineStack } from './pipeline-stack';
export { startS3, type TestS3 } from './s3-server';
export { startSmtpSink, type SmtpSink } from './smtp-sink';
export { spawnWorker, type WorkerProcess, workerProcessEntry } from './spawn-worker';
export type { WorkerTuning } from '../../src/worker';
