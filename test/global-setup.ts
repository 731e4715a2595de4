/**
 * Picks the PostgreSQL and Redis for this test run, once:
 *  1. the ones named by DATABASE_URL / REDIS_URL;
 *  2. else containers through testcontainers, when a Docker engine answers;
 *  3. else the embedded PostgreSQL and a private redis-server on a free port.
 * Each test file then creates its own database (tools/src/test-database.ts) and
 * its own Redis key prefix / queue names.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '@northrock/core/platform';
import { startEmbeddedPostgres } from '@northrock/tools/embedded-postgres';
import { startPrivateRedis } from '@northrock/tools/test-redis';

const cleanups: (() => Promise<void>)[] = [];

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([getContainerRuntimeClient(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5000))]);
    return true;
  } catch {
    return false;
  }
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
  if (!redisUrl) {
    const redis = await startPrivateRedis();
    cleanups.push(() => redis.stop());
    redisUrl = redis.url;
  }

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
