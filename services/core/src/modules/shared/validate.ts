import type { z } from 'zod';
import { AppError } from '../../platform/errors';

/** Parses `input` with `schema`, or throws a VALIDATION AppError listing each bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError('VALIDATION', 'Request body must be a JSON object');
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw AppError.validation(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || '(body)',
      message: issue.message,
    })),
  );
}
