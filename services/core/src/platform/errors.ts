/**
 * The one error type of the domain. Each edge maps `code` once: to an HTTP status with
 * `{"detail": message}` (gateway/src/http/errors.ts), to a GraphQL `extensions.code`, and
 * to retry or no-retry in the worker.
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly extra: {
      errors?: FieldError[];
      retryAfterSeconds?: number;
      /** Further fields of the answer (REST body, GraphQL extensions): the open slots of a 409 on a taken slot. */
      fields?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what: string): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }

  static validation(errors: FieldError[]): AppError {
    const first = errors[0];
    const detail = first
      ? errors.length === 1
        ? `${first.field}: ${first.message}`
        : `${first.field}: ${first.message} (and ${errors.length - 1} more)`
      : 'Invalid input';
    return new AppError('VALIDATION', detail, { errors });
  }
}

export const httpStatusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};
