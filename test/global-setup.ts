/**
 * Picks the PostgreSQL and Redis for this test run, once:
 *  1. the ones named by DATABASE_URL / REDIS_URL;
 *  2. else containers through testcontainers, when a Docker engine answers;
 *  3. else the embedded PostgreSQL and a private redis-server on a free port.
 * Each test file then creates its own database (services/core/src/testing/database.ts) and
 * its own Redis key prefix / queue names.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../services/core/src/platform/embedded-postgres';

const cleanups: (() => Promise<void>)[] = [];

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5000)),
    ]);
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
  });
}

async function startPrivateRedis(): Promise<string> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', () =>
      reject(new Error('Tests need Redis: set REDIS_URL, or install redis-server (make test installs it with apt-get)')),
    );
    setTimeout(resolve, 300);
  });
  cleanups.push(async () => {
    child.kill('SIGTERM');
  });
  return `redis://127.0.0.1:${port}`;
}

export default async function setup(project: TestProject) {
  let pgServer = process.env.DATABASE_URL;
  let redisUrl = process.env.REDIS_URL;
  const docker = !pgServer || !redisUrl ? await dockerAnswers() : false;

  if (!pgServer && docker) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const c = await new GenericContainer('postgres:17-alpine')
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    cleanups.push(async () => void (await c.stop()));
    pgServer = `postgres://postgres:postgres@${c.getHost()}:${c.getMappedPort(5432)}/postgres`;
  }
  if (!pgServer) {
    const dir = mkdtempSync(join(tmpdir(), 'northrock-test-pg-'));
    chmodSync(dir, 0o755); // PostgreSQL runs as its own user and must reach the folder
    const pg = await startEmbeddedPostgres(dir, { port: await freePort(), database: 'postgres' });
    cleanups.push(async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    pgServer = pg.url;
  }
  if (!redisUrl && docker) {
    const { GenericContainer } = await import('testcontainers');
    const c = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
    cleanups.push(async () => void (await c.stop()));
    redisUrl = `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
  }
  redisUrl ??= await startPrivateRedis();

  project.provide('pgServerUrl', pgServer);
  project.provide('redisUrl', redisUrl);
  process.env.TEST_PG_SERVER_URL = pgServer;
  process.env.TEST_REDIS_URL = redisUrl;

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    redisUrl: string;
  }
}
