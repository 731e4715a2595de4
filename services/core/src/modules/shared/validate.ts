import type { z } from 'zod';
import { AppError, type FieldError } from '../../platform/errors';

/**
 * Control characters no text of this product needs: NUL (PostgreSQL cannot store it in text),
 * the other C0 controls and DEL. Tab, line feed and carriage return stay allowed (multi-line
 * fields); header-bound text is flattened where it is used (emails).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * Ill-formed Unicode: a UTF-16 surrogate without its other half (JSON can carry `"\ud800"`).
 * No text encoding can store it; PostgreSQL refuses it in `jsonb` (the activity log), so it is
 * refused at the edges with the control characters instead of failing as a 500 later.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const REFUSED = new RegExp(`${CONTROL_CHARACTERS.source}|${LONE_SURROGATE.source}`, 'g');

/** Text no field accepts: a control character, or ill-formed Unicode (a lone surrogate). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);
}

/**
 * The first string (value or key) in `input` holding a control character or ill-formed Unicode, with its path
 * (`name`, `photo_urls.0`). Nesting deeper than any input of this product counts as bad too.
 */
export function controlCharacterField(input: unknown, path: string[] = [], depth = 0): string | undefined {
  const here = () => path.join('.') || '(body)';
  if (typeof input === 'string') return hasControlCharacters(input) ? here() : undefined;
  if (input === null || typeof input !== 'object') return undefined;
  if (depth > 20) return here();
  const entries = Array.isArray(input) ? input.map((v, i) => [String(i), v] as const) : Object.entries(input);
  for (const [key, value] of entries) {
    if (hasControlCharacters(key)) return [...path, key.replace(REFUSED, '?')].join('.');
    const found = controlCharacterField(value, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws a 422 naming the field when any text in `input` holds a control character or ill-formed Unicode. */
export function refuseControlCharacters(input: unknown, prefix?: string): void {
  const field = controlCharacterField(input);
  if (field) {
    const name = prefix ? `${prefix}.${field}` : field;
    throw AppError.validation([{ field: name, message: `${name} must not contain control characters or ill-formed Unicode` } satisfies FieldError]);
  }
}

const unknownField = (field: string): FieldError => ({ field, message: `${field} is not a field of this request` });

/** The 422 of keys a write does not take, each named (`hours.funday`, `bcc`). */
export function unknownFields(keys: string[]): AppError {
  return AppError.validation(keys.map(unknownField));
}

/**
 * Parses `input` with `schema`, or throws a VALIDATION AppError listing each bad field. Write
 * schemas are strict objects (`z.strictObject`): a key they do not name is refused, each such
 * key named as a field of its own, never dropped without a word.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError('VALIDATION', 'Request body must be a JSON object');
  }
  // Before the schema (and so before the database): the same rule for every text field.
  refuseControlCharacters(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // Unknown keys first (a misspelt field explains the "required" of the right one), each named.
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) {
      const { field, message } = unknownField([...issue.path.map(String), key].join('.'));
      byField.set(field, message);
    }
  }
  // One message per field: the first rule it breaks ("required" before "must be a phone number").
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '(body)';
    if (issue.code !== 'unrecognized_keys' && !byField.has(field)) byField.set(field, issue.message);
  }
  throw AppError.validation([...byField].map(([field, message]) => ({ field, message })));
}
