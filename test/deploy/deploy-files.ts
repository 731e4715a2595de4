/**
 * Reading the deployment files the way their engines do, for the tests of test/deploy:
 * YAML documents, Compose variable interpolation, Dockerfile instructions, image references,
 * and the variables the services read (services/core/src/platform/config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments, parseDocument } from 'yaml';
import { repoRoot } from '@northrock/core/platform';
import type { Json } from '../json';

export { repoRoot };

export const readRepoFile = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** One YAML document, with `<<` merge keys applied as Compose does. */
export function readYaml<T = Json>(path: string): T {
  const doc = parseDocument(readRepoFile(path), { merge: true });
  if (doc.errors.length) throw new Error(`${path}: ${doc.errors[0]!.message}`);
  return doc.toJS({ maxAliasCount: 1000 }) as T;
}

/** Every document of a multi-document YAML file. */
export function readYamlDocuments<T = Json>(path: string): T[] {
  return parseAllDocuments(readRepoFile(path)).map((doc) => {
    if ('errors' in doc && doc.errors.length) throw new Error(`${path}: ${doc.errors[0]!.message}`);
    return doc.toJS() as T;
  });
}

/** The top-level keys of `envSchema` in config.ts: every variable the services read. */
export function configVariables(): string[] {
  const source = readRepoFile('services/core/src/platform/config.ts');
  const start = source.indexOf('const envSchema = z.object({');
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) throw new Error('envSchema not found in config.ts');
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

/**
 * Compose interpolation (`$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?err}`,
 * `${VAR?err}`, nested defaults, `$$` for a literal `$`) against `env`, the .env file.
 */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c !== '$') {
      out += c;
      i += 1;
    } else if (text[i + 1] === '$') {
      out += '$';
      i += 2;
    } else if (text[i + 1] === '{') {
      // find the matching brace, allowing nested ${...} in the default
      let depth = 1;
      let j = i + 2;
      while (j < text.length && depth) {
        if (text[j] === '{') depth += 1;
        else if (text[j] === '}') depth -= 1;
        j += 1;
      }
      if (depth) throw new Error(`unclosed \${ in ${JSON.stringify(text)}`);
      const body = text.slice(i + 2, j - 1);
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([\s\S]*))?$/.exec(body);
      if (!m) throw new Error(`bad interpolation \${${body}}`);
      const [, name, op, arg = ''] = m;
      const value = env[name!];
      const unset = value === undefined || (op?.startsWith(':') && value === '');
      if (op?.endsWith('-')) out += unset ? interpolate(arg, env) : value;
      else if (op?.endsWith('?')) {
        if (unset) throw new Error(`${name}: ${arg}`);
        out += value;
      } else out += value ?? '';
      i = j;
    } else {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1));
      if (!m) {
        out += c;
        i += 1;
      } else {
        out += env[m[0]] ?? '';
        i += 1 + m[0].length;
      }
    }
  }
  return out;
}

/** Names of the variables a string interpolates, nested defaults included. */
export function interpolatedNames(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/\$\$|\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) if (m[1]) names.push(m[1]);
  return names;
}

/** Every string anywhere in a parsed YAML value (keys included). */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allStrings(v)]);
  return [];
}

/**
 * Whether an image reference names one immutable version: a digest, or a tag holding at
 * least major.minor (`17.6-alpine`, `v1.28.0`) or a dated release (`RELEASE.2025-09-07T...`).
 * `latest`, no tag, and major-only tags (`17`, `7-alpine`) move under you.
 */
export function isPinnedImage(ref: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(ref)) return true;
  const lastSegment = ref.slice(ref.lastIndexOf('/') + 1);
  const colon = lastSegment.indexOf(':');
  if (colon < 0) return false;
  const tag = lastSegment.slice(colon + 1);
  return /^v?\d+\.\d+(\.\d+)?([-._][A-Za-z0-9.-]+)?$/.test(tag) || /^RELEASE\.\d{4}-\d{2}-\d{2}T[\d-]+Z$/.test(tag);
}

export interface DockerInstruction {
  /** FROM, RUN, COPY, ... */
  op: string;
  args: string;
  /** Index of the build stage (FROM starts a new one). */
  stage: number;
}

/** A Dockerfile's instructions, continuation lines joined and comments dropped. */
export function readDockerfile(path: string): DockerInstruction[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of readRepoFile(path).split('\n')) {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) continue;
    if (current && line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push(current + line);
    current = '';
  }
  let stage = -1;
  return logical.map((line) => {
    const [op = '', ...rest] = line.split(/\s+/);
    if (op.toUpperCase() === 'FROM') stage += 1;
    return { op: op.toUpperCase(), args: rest.join(' '), stage };
  });
}
