/**
 * docker-compose.yml and .env.example, checked without a Docker engine: the Compose
 * Specification's JSON schema, then the rules docs/deploy.md promises (healthchecks, ordering,
 * documented variables, pinned images, the services' configuration).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@northrock/core/platform';
import { allStrings, configVariables, interpolate, interpolatedNames, isPinnedImage, readRepoFile, readYaml } from './deploy-files';
import type { Json } from '../json';

type Service = {
  image?: string;
  build?: unknown;
  restart?: string;
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string | number | null>;
  mem_limit?: string;
  command?: string | string[];
  volumes?: string[];
};
const compose = readYaml<{ services: Record<string, Service>; volumes: Record<string, unknown> }>('docker-compose.yml');
const services = Object.entries(compose.services);

/** The services that run the product's code and read config.ts. */
const appServices = ['migrate', 'gateway', 'worker'];
/** Variables the images handle themselves (infra/docker/entrypoint.sh), not config.ts. */
const imageVariables = ['JWT_SECRET_FILE'];
/** Config variables whose compose default points at a service of this file instead of config.ts's default. */
const backingServiceVariables = ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'SMTP_URL'];

/** A job runs to completion once (`restart: "no"`) and others wait for it to succeed. */
const isOneShot = (name: string, service: Service) =>
  service.restart === 'no' && services.some(([, other]) => other.depends_on?.[name]?.condition === 'service_completed_successfully');

/**
 * The Compose Specification's JSON schema (compose-spec/compose-spec, schema/compose-spec.json,
 * Apache-2.0) as shipped in the npm package dclint (docker-compose-linter), pinned in package.json.
 * Its `$schema` names draft-07 by an https URL Ajv does not know; the schema itself is draft-07.
 */
const validate = (() => {
  const require = createRequire(import.meta.url);
  const path = join(dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(path, 'utf8'));
  if (schema.title !== 'Compose Specification') throw new Error(`${path} is not the Compose Specification schema`);
  return new Ajv({ allErrors: true, strict: false, allowUnionTypes: true }).compile(schema);
})();

/** .env.example: each variable is one comment line, then `# NAME=default` (or `NAME=value`). */
function envExample(): Map<string, { comment: string; example: string }> {
  const lines = readRepoFile('.env.example').split('\n');
  const vars = new Map<string, { comment: string; example: string }>();
  lines.forEach((line, i) => {
    const m = /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!m) return;
    const previous = lines[i - 1] ?? '';
    if (vars.has(m[1]!)) throw new Error(`.env.example lists ${m[1]} twice`);
    const isDescription = /^# (?!-)/.test(previous) && !/^#? ?[A-Z][A-Z0-9_]*=/.test(previous);
    vars.set(m[1]!, { comment: isDescription ? previous : '', example: m[2]! });
  });
  return vars;
}

describe('docker-compose.yml', () => {
  it('validates against the Compose Specification JSON schema', () => {
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check catches a broken file (it is not vacuous)', () => {
    const broken = structuredClone(compose);
    (broken.services.gateway as Json).depends_on.migrate.condition = 'service_done';
    (broken.services.redis as Json).helthcheck = {};
    expect(validate(broken)).toBe(false);
  });

  it('runs the services the product needs, and migrate and the bucket job as one-shot jobs', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gateway', 'mailpit', 'migrate', 'minio', 'minio-bucket', 'postgres', 'redis', 'worker'].sort());
    const oneShots = services.filter(([name, s]) => isOneShot(name, s)).map(([name]) => name);
    expect(oneShots.sort()).toEqual(['migrate', 'minio-bucket']);
    expect(compose.services.migrate!.command).toEqual(['node', '--enable-source-maps', 'services/core/dist/migrate.mjs']);
  });

  it('gives every long-running service a healthcheck, and none to the one-shot jobs', () => {
    for (const [name, service] of services) {
      // A one-shot job exits when done; "healthy" means nothing for it. Others wait for it
      // with service_completed_successfully instead.
      if (isOneShot(name, service)) {
        expect(service.healthcheck, name).toBeUndefined();
        continue;
      }
      expect(service.healthcheck?.test, `${name} has no healthcheck`).toBeDefined();
      expect(service.healthcheck?.disable, name).not.toBe(true);
      expect(service.restart, name).toBe('unless-stopped');
    }
  });

  it('orders start-up by readiness: service_healthy on healthchecked services, completion for jobs', () => {
    for (const [name, service] of services) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        const target = compose.services[dependency];
        expect(target, `${name} depends on unknown ${dependency}`).toBeDefined();
        const expected = isOneShot(dependency, target!) ? 'service_completed_successfully' : 'service_healthy';
        expect(condition, `${name} -> ${dependency}`).toBe(expected);
      }
    }
    // The app never starts before its database is migrated and its queue is up.
    for (const name of ['gateway', 'worker']) {
      expect(Object.keys(compose.services[name]!.depends_on ?? {})).toEqual(expect.arrayContaining(['migrate', 'redis']));
    }
    expect(Object.keys(compose.services.migrate!.depends_on ?? {})).toEqual(['postgres']);
  });

  it('pins every image to a version; the images it builds carry their package version', () => {
    for (const [name, service] of services) {
      expect(service.image, `${name} has no image`).toBeDefined();
      const image = interpolate(service.image!, {});
      expect(isPinnedImage(image), `${name}: ${image} is not pinned to a version`).toBe(true);
      if (service.build) {
        const pkg = image.includes('/worker:') ? 'services/worker' : 'services/gateway';
        const { version } = JSON.parse(readRepoFile(`${pkg}/package.json`));
        expect(image, name).toMatch(new RegExp(`:${version.replace(/\./g, '\\.')}$`));
      }
    }
    expect(isPinnedImage('redis')).toBe(false);
    expect(isPinnedImage('redis:latest')).toBe(false);
    expect(isPinnedImage('postgres:17-alpine')).toBe(false);
    expect(isPinnedImage('postgres:17.6-alpine')).toBe(true);
  });

  it('documents every variable it uses in .env.example, each with one comment', () => {
    const documented = envExample();
    const used = new Set(allStrings(compose).flatMap(interpolatedNames));
    // Names given without a value are passed through from .env as well.
    for (const name of appServices) {
      for (const [key, value] of Object.entries(compose.services[name]!.environment ?? {})) if (value === null) used.add(key);
    }
    for (const name of used) expect(documented.has(name), `${name} is used by docker-compose.yml but not in .env.example`).toBe(true);
    // .env.example lists exactly config.ts's variables and compose's own, nothing stale.
    expect([...documented.keys()].sort()).toEqual([...new Set([...configVariables(), ...used])].sort());
    for (const [name, { comment }] of documented) expect(comment, `${name} has no comment line`).not.toBe('');
  });

  it('gives migrate, gateway and worker the same environment: the variables of config.ts', () => {
    const [first, ...rest] = appServices.map((name) => compose.services[name]!.environment);
    for (const env of rest) expect(env).toEqual(first);
    expect(Object.keys(first!).sort()).toEqual([...configVariables().filter((v) => v !== 'DATA_DIR'), ...imageVariables].sort());
    expect(first!.NODE_ENV).toBe('production');
    // The generated-secret fallback writes onto the volume the three share.
    for (const name of appServices) expect(compose.services[name]!.volumes).toContain('app-data:/data');
  });

  it('keeps config.ts defaults, except the addresses of its own backing services', () => {
    const env = compose.services.gateway!.environment!;
    const defaults = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    for (const [name, value] of Object.entries(env)) {
      if (typeof value !== 'string' || !configVariables().includes(name) || name === 'NODE_ENV') continue;
      const resolved = interpolate(value, {});
      if (backingServiceVariables.includes(name)) {
        if (name.endsWith('_URL') || name === 'S3_ENDPOINT') {
          expect(Object.keys(compose.services), `${name}=${resolved}`).toContain(new URL(resolved).hostname);
        }
        continue;
      }
      const withIt = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), [name]: resolved });
      expect(withIt, `${name}: compose default ${resolved} differs from config.ts`).toEqual(defaults);
    }
    // An operator's .env wins over every compose default.
    expect(interpolate(String(env.DATABASE_URL), { DATABASE_URL: 'postgres://db.example/prod' })).toBe('postgres://db.example/prod');
    expect(interpolate(String(env.DATABASE_URL), { POSTGRES_PASSWORD: 's3cret' })).toBe('postgres://northrock:s3cret@postgres:5432/northrock');
  });

  it('keeps queued leads and data across restarts: Redis AOF and noeviction, named volumes', () => {
    const redisArgs = (compose.services.redis!.command as string[]).join(' ');
    expect(redisArgs).toContain('--appendonly yes');
    expect(redisArgs).toContain('--maxmemory-policy noeviction');
    // Bounded: when full it refuses writes (leads wait in the outbox) instead of being OOM-killed.
    const maxmemory = /--maxmemory (\d+)mb/.exec(redisArgs);
    expect(maxmemory, 'redis has a maxmemory').not.toBeNull();
    // The container leaves room for an AOF rewrite (fork, copied pages): twice maxmemory.
    expect(compose.services.redis!.mem_limit).toBe(`${Number(maxmemory![1]) * 2}m`);
    const mounts = Object.fromEntries(services.map(([name, s]) => [name, s.volumes ?? []]));
    expect(mounts.postgres).toContain('postgres-data:/var/lib/postgresql/data');
    expect(mounts.redis).toContain('redis-data:/data');
    expect(mounts.minio).toContain('minio-data:/data');
    for (const volume of Object.values(mounts).flat()) {
      expect(Object.keys(compose.volumes)).toContain(volume.split(':')[0]);
    }
  });
});
