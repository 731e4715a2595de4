/**
 * Writes a migration for the difference between the entities and the migrations so far:
 * applies every migration to a scratch database, diffs, writes the file and registers it.
 * Usage: npm run migration:create -- <name>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase, migrate, repoRoot } from '@northrock/core/platform';
import { createOrm } from '@northrock/core/registry';
import { scratchDatabase } from '@northrock/tools/test-database';

const name = process.argv[2] ?? 'change';
const dir = join(repoRoot, 'services/core/src/migrations');
const scratch = await scratchDatabase('migration_create');
await ensureDatabase(scratch.url);
const orm = await createOrm(scratch.url);
try {
  await migrate(orm);
  const up = await orm.schema.getUpdateSchemaSQL({ wrap: false });
  const down = await orm.schema
    .getUpdateSchemaMigrationSQL?.({ wrap: false })
    .then((r) => r.down)
    .catch(() => '');
  if (!up.trim()) {
    console.log('Entities and migrations agree: nothing to write.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const className = `Migration${stamp}_${name.replace(/\W/g, '_')}`;
    const statements = (sql: string) =>
      sql
        .split(/;\n/)
        .map((s) => s.trim().replace(/;$/, ''))
        .filter(Boolean)
        .map((s) => `    this.addSql(${JSON.stringify(s)});`)
        .join('\n');
    const file = `import { Migration } from '@mikro-orm/migrations';

export class ${className} extends Migration {
  override async up(): Promise<void> {
${statements(up)}
  }

  override async down(): Promise<void> {
${statements(down ?? '') || '    // not reversible automatically'}
  }
}
`;
    writeFileSync(join(dir, `${className}.ts`), file);
    const indexPath = join(dir, 'index.ts');
    let index = readFileSync(indexPath, 'utf8');
    index = index.replace(/^(import type .*\n)/, `$1import { ${className} } from './${className}';\n`);
    index = index.replace(/= \[([^\]]*)\];/, (_m, list: string) => {
      const items = list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      items.push(`{ name: '${className}', class: ${className} }`);
      return `= [\n  ${items.join(',\n  ')},\n];`;
    });
    writeFileSync(indexPath, index);
    console.log(`Wrote ${className}`);
  }
} finally {
  await orm.close();
  await scratch.drop();
}
