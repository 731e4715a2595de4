import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js (docs/architecture.md) report a planted import, and the e2e
 * specs stay on the shared fixtures. The rules planted against here read no types, so one ESLint
 * runs `make lint`'s configuration without its type-aware parsing (about 2 s to start); only the
 * floating-promise case builds the typed programs of both tsconfig.json files (most of a minute).
 */
const cwd = dirname(fileURLToPath(new URL('.', import.meta.url)));
/** typescript-eslint's rules that need type information, switched off where no types are read. */
const tsRules = (tseslint.plugin as { rules?: Record<string, { meta?: { docs?: { requiresTypeChecking?: boolean } } }> }).rules ?? {};
const typedRulesOff: Linter.RulesRecord = Object.fromEntries(
  Object.entries(tsRules).flatMap(([name, rule]) => (rule.meta?.docs?.requiresTypeChecking ? [[`@typescript-eslint/${name}`, 'off' as const]] : [])),
);
const eslint = new ESLint({ cwd, overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } }, rules: typedRulesOff } });
/**
 * `make lint`'s configuration, types and all. Its type-aware rules take each file's types from the
 * tsconfig.json that includes it, and a planted file exists only in memory, so no tsconfig
 * includes it: these paths get typescript-eslint's default project (the root tsconfig.json's
 * options) instead.
 */
const PLANTED = ['services/*/src/*/planted*.ts'];
const typed = () =>
  new ESLint({
    cwd,
    overrideConfig: { languageOptions: { parserOptions: { projectService: { allowDefaultProject: PLANTED, defaultProject: 'tsconfig.json' } } } },
  });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('make lint enforces the layers', () => {
  it('a web feature imports neither another feature nor app/', async () => {
    const found = await problems(
      'web/src/features/home/planted.ts',
      [
        "import { servicesQuery } from '~/features/services/api/services.query';",
        "import { webContext } from '~/app/load-context';",
        "import { adminFetch } from '~/features/admin-kit/lib/admin-fetch';",
        'export const planted = [servicesQuery, webContext, adminFetch];',
      ].join('\n'),
    );
    const boundaries = found.filter((p) => p.rule === 'import-x/no-restricted-paths');
    expect(boundaries).toHaveLength(2);
    expect(boundaries[0]!.message).toMatch(/~\/features\/services\/api\/services\.query/);
    expect(boundaries[1]!.message).toMatch(/~\/app\/load-context/);
  });

  it('components/, lib/ and config/ import no feature', async () => {
    const code = "import { SiteFooter } from '~/features/layout/components/site-footer';\nexport const planted = SiteFooter;\n";
    for (const layer of ['components/ui', 'lib', 'config']) {
      const found = await problems(`web/src/${layer}/planted.tsx`, code);
      expect(found.map((p) => p.rule)).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it('services/core imports no transport, and vendor libraries only in platform/', async () => {
    const code = "import express from 'express';\nimport { Redis } from 'ioredis';\nexport const planted = [express, Redis];\n";
    const domain = await problems('services/core/src/modules/lead/planted.ts', code);
    expect(domain.map((p) => p.rule)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(domain[0]!.message).toMatch(/'express'.*no transport/);
    expect(domain[1]!.message).toMatch(/'ioredis'.*platform/);
    const platform = await problems('services/core/src/platform/planted.ts', code);
    expect(platform.map((p) => p.message)).toEqual([expect.stringMatching(/'express'.*no transport/)]);
  });

  it('gateway GraphQL does not import a REST module', async () => {
    const found = await problems(
      'services/gateway/src/modules/lead/planted.graphql.ts',
      "import { leadRoutes } from './lead.rest';\nexport const planted = leadRoutes;\n",
    );
    expect(found.map((p) => p.rule)).toEqual(['no-restricted-imports']);
  });

  it('a core module is reached only through its front door', async () => {
    const found = await problems(
      'services/core/src/modules/blog/planted.ts',
      [
        "import { Lead } from '../lead/lead.entity';",
        "import { leadInput } from '../lead/lead.schemas';",
        "import { createLead } from '../lead';",
        'export const planted = [Lead, leadInput, createLead];',
      ].join('\n'),
    );
    expect(found.map((p) => p.rule)).toEqual(['no-restricted-imports']);
    expect(found[0]!.message).toMatch(/'\.\.\/lead\/lead\.entity'.*front door/);
  });

  it('outside core, only the package doors; web only the browser door', async () => {
    const gateway = await problems(
      'services/gateway/src/modules/lead/planted.ts',
      "import { createLead } from '@northrock/core/modules/lead/lead.service';\nexport const planted = createLead;\n",
    );
    expect(gateway.map((p) => p.rule)).toEqual(['no-restricted-imports']);
    const web = await problems(
      'web/src/lib/planted.ts',
      "import { AppError } from '@northrock/core/platform';\nimport { brand } from '@northrock/core/browser';\nexport const planted = [AppError, brand];\n",
    );
    expect(web.map((p) => p.message)).toEqual([expect.stringMatching(/'@northrock\/core\/platform'.*browser/)]);
  });

  it('scripts (.mjs too), tests and services reach another workspace only through its package door', async () => {
    // JavaScript: no tsconfig includes it, so it is linted without the planted-file project.
    const javascript = async (filePath: string, code: string) =>
      ((await new ESLint({ cwd }).lintText(code, { filePath }))[0]?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
    const deep = "import { seedVariantName } from '../services/core/src/modules/photo/image-variants.ts';\nexport const planted = seedVariantName;\n";
    expect(await javascript('scripts/planted.mjs', deep)).toContainEqual({ rule: 'no-restricted-imports', message: expect.stringMatching(/front door/) });
    const door = "import { seedVariantName } from '@northrock/core/photo';\nexport const planted = seedVariantName;\n";
    expect(await javascript('scripts/planted.mjs', door)).toEqual([]);
    const testSupport = "import { phonePhoto } from '../services/worker/test/support/photos';\nexport const planted = phonePhoto;\n";
    expect(await javascript('scripts/planted.mjs', testSupport)).toEqual([{ rule: 'no-restricted-imports', message: expect.stringMatching(/package door/) }]);
    const gateway = await problems(
      'services/gateway/src/modules/lead/planted.ts',
      "import { phonePhoto } from '../../../../worker/test/support/photos';\nexport const planted = phonePhoto;\n",
    );
    expect(gateway.map((p) => p.message)).toEqual([expect.stringMatching(/package door/)]);
  });

  it('no service imports web/ (the site gets what it needs through its load context)', async () => {
    const code = "import { contactFields } from '@northrock/web/features/contact/form-outcome';\nexport const planted = contactFields;\n";
    for (const file of ['services/gateway/src/web/planted.ts', 'services/gateway/src/modules/lead/planted.ts', 'services/core/src/modules/lead/planted.ts']) {
      expect(
        (await problems(file, code)).map((p) => p.rule),
        file,
      ).toEqual(['no-restricted-imports']);
    }
  });

  it('platform/ imports no module, and no module imports the registry', async () => {
    const platform = await problems(
      'services/core/src/platform/planted.ts',
      "import { leadPipelineJobs } from '../modules/lead-pipeline';\nexport const planted = leadPipelineJobs;\n",
    );
    expect(platform.map((p) => p.message)).toEqual([expect.stringMatching(/adapters only/)]);
    const module = await problems(
      'services/core/src/modules/blog/planted.ts',
      "import { jobContracts } from '../../registry';\nexport const planted = jobContracts;\n",
    );
    expect(module.map((p) => p.message)).toEqual([expect.stringMatching(/never import the registry/)]);
  });

  it('a migration imports no seed or module (it carries its own data)', async () => {
    const found = await problems(
      'services/core/src/migrations/Migration20990101000000_planted.ts',
      [
        "import { Migration } from '@mikro-orm/migrations';",
        "import { seedServices } from '../seeds/content';",
        "import { leadInput } from '@northrock/core/lead';",
        "import { frozen } from './planted.data';",
        'export const planted = [Migration, seedServices, leadInput, frozen];',
      ].join('\n'),
    );
    expect(found.map((p) => p.message)).toEqual([
      expect.stringMatching(/'\.\.\/seeds\/content'.*frozen/),
      expect.stringMatching(/'@northrock\/core\/lead'.*frozen/),
    ]);
  });

  it('a cycle between modules is reported', async () => {
    // photo's door reaches lead's door (an upload belongs to a lead): lead importing photo's door back closes a cycle.
    const found = await problems(
      'services/core/src/modules/lead/lead.schemas.ts',
      "import { Upload } from '../photo';\nexport const leadInput = { Upload };\n",
    );
    expect(found.map((p) => p.rule)).toContain('import-x/no-cycle');
  });

  it('an import cycle is reported', async () => {
    // app.ts imports app-deps.ts: app-deps.ts importing app.ts back closes a cycle.
    const found = await problems('services/gateway/src/app-deps.ts', "import { createApp } from './app';\nexport const planted = createApp;\n");
    expect(found.map((p) => p.rule)).toContain('import-x/no-cycle');
  });

  it('a promise nobody awaits is reported (type-aware rules), with the types of each tsconfig.json', async () => {
    const withTypes = typed();
    const typedRules = async (filePath: string, code: string) => ((await withTypes.lintText(code, { filePath }))[0]?.messages ?? []).map((m) => m.ruleId);
    const floating = 'async function work(): Promise<void> {}\nexport function planted(): void {\n  work();\n}\n';
    // Real files of the root and the web tsconfig.json (their text replaced), and a new file.
    for (const file of ['services/core/src/platform/net.ts', 'web/src/lib/format.ts', 'services/core/src/platform/planted.ts']) {
      expect(await typedRules(file, floating)).toEqual(['@typescript-eslint/no-floating-promises']);
    }
    const awaited = 'async function work(): Promise<void> {}\nexport async function planted(): Promise<void> {\n  await work();\n}\n';
    expect(await typedRules('services/core/src/platform/planted.ts', awaited)).toEqual([]);
  });

  it('file and folder names are kebab-case, except the migrations MikroORM names', async () => {
    const code = 'export const planted = 1;\n';
    expect((await problems('services/core/src/platform/plantedFile.ts', code)).map((p) => p.rule)).toEqual(['check-file/filename-naming-convention']);
    expect((await problems('web/src/lib/Planted/planted.ts', code)).map((p) => p.rule)).toEqual(['check-file/folder-naming-convention']);
    expect(await problems('services/core/src/platform/planted-file.schemas.ts', code)).toEqual([]);
    expect(await problems('services/core/src/migrations/Migration20990101000000_planted.ts', code)).toEqual([]);
  });

  it('a file over 300 lines is reported, except content and copy data and the migrations', async () => {
    const long = Array.from({ length: 301 }, (_, i) => `export const planted${i} = ${i};`).join('\n') + '\n';
    expect((await problems('services/core/src/platform/planted.ts', long)).map((p) => p.rule)).toEqual(['max-lines']);
    expect((await problems('web/src/lib/format.ts', long)).map((p) => p.rule)).toEqual(['max-lines']);
    const short = Array.from({ length: 300 }, (_, i) => `export const planted${i} = ${i};`).join('\n') + '\n';
    expect(await problems('services/core/src/platform/planted.ts', short)).toEqual([]);
    for (const data of [
      'web/src/features/home/content.ts',
      'services/core/src/seeds/content.ts',
      'services/core/src/migrations/Migration20990101000000_planted.ts',
    ]) {
      expect(await problems(data, long), data).toEqual([]);
    }
    // JavaScript: no tsconfig includes it, so the planted-file project above does not apply.
    const javascript = async (filePath: string) => ((await new ESLint({ cwd }).lintText(long, { filePath }))[0]?.messages ?? []).map((m) => m.ruleId);
    expect(await javascript('scripts/planted.mjs')).toEqual(['max-lines']);
    expect(await javascript('scripts/generate-seed-images.mjs')).toEqual([]);
  });

  it('the browser door bundles for a browser with no server code', async () => {
    const result = await build({
      entryPoints: [`${cwd}/services/core/src/browser.ts`],
      bundle: true,
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const packages = new Set(Object.keys(result.metafile.inputs).flatMap((f) => /node_modules\/((@[^/]+\/)?[^/]+)/.exec(f)?.[1] ?? []));
    expect([...packages]).toEqual(['zod']);
  });
});

async function rules(filePath: string, code: string) {
  return (await problems(filePath, code)).map((p) => p.rule);
}

/** eslint.config.js keeps every Playwright spec on the shared fixtures (e2e/support/fixtures.ts). */
describe('make lint keeps the e2e specs on the shared fixtures', () => {
  it('a spec importing @playwright/test directly fails, also for types only', async () => {
    expect(await rules('e2e/admin/planted.spec.ts', "import { test } from '@playwright/test';\ntest('x', () => {});\n")).toEqual(['no-restricted-imports']);
    expect(await rules('e2e/support/planted.ts', "import type { Page } from '@playwright/test';\nexport type P = Page;\n")).toEqual(['no-restricted-imports']);
    expect(await rules('e2e/support/fixtures.ts', "import { test } from '@playwright/test';\nexport { test };\n")).toEqual([]);
  });

  it('a wait on a GraphQL answer goes through waitForGraphql (it names the operation)', async () => {
    const code = [
      "import { test } from '../support/fixtures';",
      "test('x', async ({ page }) => {",
      "  await page.waitForResponse((r) => r.url().endsWith('/graphql'));",
      '  await page.waitForRequest(`${"/"}graphql`);',
      "  await page.waitForResponse((r) => r.url().endsWith('/contact'));",
      '});',
    ].join('\n');
    expect(await rules('e2e/admin/planted.spec.ts', code)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });
});
