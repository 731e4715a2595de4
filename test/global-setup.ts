/**
 * Picks the PostgreSQL and Redis for this test run, once:
 *  1. the ones named by DATABASE_URL / REDIS_URL;
 *  2. else containers through testcontainers, when a Docker engine answers;
 *  3. else the embedded PostgreSQL and a private redis-server on a free port.
 * It migrates a template database once; each test file then gets its own database as a copy
 * of it (tools/src/test-database.ts) and its own Redis key prefix / queue names.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot } from '@northrock/core/platform';
import { startEmbeddedPostgres } from '@northrock/tools/embedded-postgres';
import { sweepTestBundles } from '@northrock/tools/service-bundle';
import { migratedTemplate } from '@northrock/tools/test-database';
import { startPrivateRedis } from '@northrock/tools/test-redis';

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([getContainerRuntimeClient(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5000))]);
    return true;
  } catch {
    return false;
  }
}

interface Servers {
  pgServer: string;
  template: string;
  redisUrl: string;
}

/**
 * Both services projects (vitest.config.ts) name this setup: they share one set of servers, started
 * by the first and stopped by the last teardown (global setups run in vitest's own process).
 */
const shared = globalThis as { northrockTestServers?: { servers: Promise<Servers>; users: number; cleanups: (() => Promise<void>)[] } };

export default async function setup(project: TestProject) {
  if (!shared.northrockTestServers) {
    const cleanups: (() => Promise<void>)[] = [];
    shared.northrockTestServers = { servers: startServers(cleanups), users: 0, cleanups };
  }
  const run = shared.northrockTestServers;
  run.users += 1;
  const { pgServer, template, redisUrl } = await run.servers;
  project.provide('pgServerUrl', pgServer);
  project.provide('pgTemplate', template);
  project.provide('redisUrl', redisUrl);
  process.env.TEST_PG_SERVER_URL = pgServer;
  process.env.TEST_PG_TEMPLATE = template;
  process.env.TEST_REDIS_URL = redisUrl;

  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    shared.northrockTestServers = undefined;
    for (const cleanup of run.cleanups.reverse()) await cleanup().catch(() => undefined);
    // The product bundles tests started as processes (tools/src/service-bundle.mjs), their workers gone now.
    sweepTestBundles(repoRoot);
  };
}

async function startServers(cleanups: (() => Promise<void>)[]): Promise<Servers> {
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

  const template = await migratedTemplate(pgServer);
  cleanups.push(() => template.drop());
  return { pgServer, template: template.name, redisUrl };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    /** The migrated database each file's database copies (tools/src/test-database.ts). */
    pgTemplate: string;
    redisUrl: string;
  }
}
