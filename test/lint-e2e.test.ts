import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** eslint.config.js keeps every Playwright spec on the shared fixtures (e2e/support/fixtures.ts). */
const cwd = dirname(fileURLToPath(new URL('.', import.meta.url)));
// The planted specs exist only in memory: no tsconfig lists them, so the type-aware rules read
// them with the root project (as test/lint-boundaries.test.ts does).
const eslint = new ESLint({
  cwd,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['e2e/*/planted*.ts'], defaultProject: 'tsconfig.json' } } },
  },
});

async function rules(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

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
