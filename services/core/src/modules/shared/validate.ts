import type { z } from 'zod';
import { AppError } from '../../platform/errors';

/** Parses `input` with `schema`, or throws a VALIDATION AppError listing each bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError('VALIDATION', 'Request body must be a JSON object');
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // One message per field: the first rule it breaks ("required" before "must be a phone number").
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '(body)';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  throw AppError.validation([...byField].map(([field, message]) => ({ field, message })));
}
