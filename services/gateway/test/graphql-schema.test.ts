import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@northrock/core/platform';
import { printedSchema } from '../src/graphql/schema';

const fix = 'run `npm run codegen` and commit the result';

describe('generated GraphQL files are current', () => {
  it('services/gateway/schema.graphql matches the Pothos schema', () => {
    const checkedIn = readFileSync(join(repoRoot, 'services/gateway/schema.graphql'), 'utf8');
    expect(checkedIn, fix).toBe(printedSchema());
  });

  it('web/src/gql/graphql-env.d.ts matches schema.graphql', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gql-tada-'));
    try {
      const output = join(dir, 'graphql-env.d.ts');
      execFileSync(process.execPath, [join(repoRoot, 'node_modules/gql.tada/bin/cli.js'), 'generate', 'output', '-c', 'web/tsconfig.gql.json', '-o', output], {
        cwd: repoRoot,
        stdio: 'pipe',
      });
      expect(readFileSync(join(repoRoot, 'web/src/gql/graphql-env.d.ts'), 'utf8'), fix).toBe(readFileSync(output, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
