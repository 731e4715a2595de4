import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { leadRateLimit } from '@northrock/core/lead';
import { uploadRateLimit } from '@northrock/core/photo';

const root = new URL('..', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The row of a Markdown table whose first cell contains `key`, as its cells. */
function tableRow(markdown: string, key: string): string[] {
  const line = markdown.split('\n').find((l) => l.startsWith('|') && l.split('|')[1]?.includes(key));
  if (!line) throw new Error(`no table row for ${key}`);
  return line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
}

describe('the docs say what the code does', () => {
  it('docs/pipeline.md states the rate limits the gateway applies', () => {
    const doc = read('docs/pipeline.md').split('## Rate limits')[1] ?? '';
    const perMinutes = (rule: { limit: number; windowSeconds: number }) => `${rule.limit} per ${rule.windowSeconds / 60} minutes`;
    expect(tableRow(doc, '`POST /api/upload`')[1]).toBe(perMinutes(uploadRateLimit));
    expect(tableRow(doc, '`POST /api/contact`')[1]).toBe(perMinutes(leadRateLimit));
  });

  it('every repository file a document links to exists', () => {
    const docs = execFileSync('git', ['ls-files', 'README.md', 'docs'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.endsWith('.md'));
    const missing: string[] = [];
    for (const doc of docs) {
      const base = new URL(doc, root);
      for (const [, target] of read(doc).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue; // http:, mailto:
        try {
          readFileSync(new URL(target!, base).pathname.endsWith('/') ? new URL(`${target}README.md`, base) : new URL(target!, base));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'EISDIR') continue;
          if (!target!.endsWith('/')) missing.push(`${doc} -> ${target}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('no document or comment points outside the repository or at an issue number', () => {
    const pattern = String.raw`\.\./shared/(spec|hooks|house-style|stack-notes)|product-spec\.md|\bdecisions\.md\b|\bissue #?[0-9]+\b|\bspec [0-9]`;
    let hits = '';
    try {
      hits = execFileSync('git', ['grep', '-niIE', pattern, '--', '.', ':!package-lock.json', ':!test/docs.test.ts'], { cwd: root, encoding: 'utf8' });
    } catch (err) {
      if ((err as { status?: number }).status !== 1) throw err; // 1: no match
    }
    expect(hits.trim()).toBe('');
  });
});
