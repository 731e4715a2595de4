/** Writes services/gateway/schema.graphql from the Pothos schema (`npm run schema:print`). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@northrock/core/platform';
import { printedSchema } from '@northrock/gateway/schema';

const schemaFile = join(repoRoot, 'services/gateway/schema.graphql');

writeFileSync(schemaFile, printedSchema());
console.log(`wrote ${schemaFile}`);
