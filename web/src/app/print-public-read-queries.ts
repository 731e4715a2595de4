import { print } from 'graphql';
import { publicReadQueries } from './public-read-queries';

// `make bench-api` runs this (tsx with the web's tsconfig, for its `~/` paths): the documents as JSON lines.
for (const q of publicReadQueries) process.stdout.write(`${JSON.stringify({ name: q.name, query: print(q.document), slug: 'slug' in q })}\n`);
