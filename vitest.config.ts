import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type Reporter, type TestSpecification } from 'vitest/node';
import web from './web/vitest.config';

// Tests choose their own mode whatever the shell exports: NODE_ENV=production would load React's
// production build (no `act`) and the services' production rules; the tests that need production
// say so themselves (the e2e product, `loadConfig({ NODE_ENV: 'production' })`).
process.env.NODE_ENV = 'test';

/**
 * The ten slowest test files after a run of more than one (`make test` shows them): each file's
 * wall time from its start (environment, setup, import) to its last test.
 */
const slowestFiles: Reporter = {
  onTestRunEnd(testModules) {
    if (testModules.length < 2) return;
    const rows = testModules
      .map((m) => {
        const d = m.diagnostic();
        return {
          file: relative(process.cwd(), m.moduleId),
          ms: d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration,
        };
      })
      .sort((a, b) => b.ms - a.ms);
    // Every file's time, for whoever makes the suite faster: test-results/vitest-file-times.txt.
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/vitest-file-times.txt', rows.map((r) => `${(r.ms / 1000).toFixed(1)}\t${r.file}\n`).join(''));
    const lines = rows.slice(0, 10).map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file}`);
    process.stdout.write(`\nThe 10 slowest test files (wall time each; files run side by side):\n${lines.join('\n')}\n`);
    // Last, so that the tail of a long log (all a CI page may show) names what failed.
    const failed = testModules.flatMap((m) => {
      const file = relative(process.cwd(), m.moduleId);
      const tests = [...m.children.allTests('failed')].map((t) => `  ${file} > ${t.fullName}: ${t.result().errors?.[0]?.message?.split('\n')[0] ?? ''}`);
      return tests.length > 0 || m.state() !== 'failed' ? tests : [`  ${file}: ${m.errors()[0]?.message?.split('\n')[0] ?? 'failed'}`];
    });
    if (failed.length > 0) process.stdout.write(`\nFailed (${failed.length}):\n${failed.slice(0, 30).join('\n')}\n`);
  },
};

/**
 * The longest files (test-results/vitest-file-times.txt), longest first: each starts first among
 * its project's files, so that the two lanes end together. A fresh clone has no timings of its
 * own and vitest would order by file size: the chaos run (a short file, about 140 s) started
 * last and ran alone for two minutes at the end.
 */
const longestFirst = [
  'test/chaos.test.ts',
  'services/gateway/test/fuzz.test.ts',
  'test/start-anywhere.test.ts',
  'test/lint-boundaries.test.ts',
  'test/first-command.test.ts',
  'test/deploy/production-start.test.ts',
  'tools/src/embedded-postgres-recovery.test.ts',
  'services/worker/test/worker-crash.test.ts',
  'services/worker/test/worker-memory.test.ts',
  'services/worker/test/pipeline-stalled.test.ts',
  'services/gateway/test/web-vitals.test.ts',
  'services/gateway/test/refusal-answered.test.ts',
  'services/worker/test/pipeline-faults.test.ts',
];

/** Vitest's order (groups, projects, then the timings of the last run or else file size), with `longestFirst` first in each project. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = longestFirst.indexOf(relative(process.cwd(), spec.moduleId));
      return i === -1 ? longestFirst.length : i;
    };
    const projects = [...new Set(base.map((spec) => spec.project.name))];
    return projects.flatMap((name) => base.filter((spec) => spec.project.name === name).sort((a, b) => rank(a) - rank(b)));
  }
}

/**
 * Files that build, lint or start whole products in child processes (fresh clones, `make`,
 * ESLint's type-aware program, the chaos run, the fuzz suite's hundreds of requests at once): they
 * use both cores on their own, so they run after the others, two at a time, and never beside a
 * file whose checks keep time.
 */
const heavy = [
  'test/start-anywhere.test.ts',
  'test/first-command.test.ts',
  'test/lint-boundaries.test.ts',
  'test/chaos.test.ts',
  'test/make-install.test.ts',
  'test/npm-settings.test.ts',
  'test/start-command.test.ts',
  'test/start-supervised.test.ts',
  'test/deploy/production-start.test.ts',
  'services/gateway/test/fuzz.test.ts',
];

/**
 * Files that need a process of their own: they change what a module holds for the whole process
 * (a content type added to the registry before it is sealed; fake timers) or start gateways
 * beside the one in the file. They run with the heavy ones, each in a fresh process.
 */
const ownProcess = [
  'services/gateway/test/content-registry.test.ts',
  'services/gateway/test/public-cache-replicas.test.ts',
  'services/gateway/test/link-expiry.test.ts',
  'services/gateway/test/answer-deadline.test.ts',
];

/** Website test files that need a page (jsdom) of their own, relative to web/ (see `projects`). */
const webOwnPage = ['src/features/contact/**/*.test.{ts,tsx}'];

const services = {
  // One graphql instance: Pothos and yoga load it through Node (CommonJS `index.js`); without
  // this, Vite would hand our sources `index.mjs` and graphql's realm checks would fail.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    environment: 'node' as const,
    // One PostgreSQL (with the migrated template each file's database copies) and one Redis for both projects.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-env.ts', 'test/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
  },
};

export default defineConfig({
  test: {
    // `make test` prints the ten slowest files after the usual report.
    reporters: ['default', slowestFiles],
    sequence: { sequencer: LongestFirst },
    projects: [
      // First, two files at a time (most wait on PostgreSQL, Redis or a server's answer; vitest's
      // default on 2 cores is one): the services, scripts and the website's components.
      {
        ...services,
        test: {
          ...services.test,
          name: 'services',
          include: ['services/*/src/**/*.test.ts', 'services/*/test/**/*.test.ts', 'tools/src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...heavy, ...ownProcess],
          maxWorkers: 2,
          // A worker runs file after file without loading every module again (about a third of
          // each file's time went to imports): each file still gets its own database, servers
          // and harness; the files that change process-wide state are in `ownProcess`.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      // Component tests of the website (jsdom + Testing Library), beside them (same maxWorkers and
      // group). A worker runs file after file in one jsdom (making one took about half of each
      // file's time): web/src/test/setup.ts gives each file empty storage and unstubbed globals.
      // The contact form's files keep a page each: its modules listen on `window` for as long as
      // the page lives (going online, the sync worker's messages), as on a homeowner's phone.
      { ...web, test: { ...web.test, name: 'web', isolate: false, exclude: [...configDefaults.exclude, ...webOwnPage] } },
      { ...web, test: { ...web.test, name: 'web-own-page', include: webOwnPage } },
      // Then the heavy files and those that need a process of their own, two at a time.
      { ...services, test: { ...services.test, name: 'services-heavy', include: [...heavy, ...ownProcess], maxWorkers: 2, sequence: { groupOrder: 1 } } },
    ],
  },
});
