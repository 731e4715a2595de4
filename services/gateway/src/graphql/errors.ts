import { GraphQLError } from 'graphql';
import type { MaskError } from 'graphql-yoga';
import { AppError, type AppErrorCode, httpStatusOf, isDatabaseUnavailable, type Logger } from '@northrock/core/platform';
import { DATABASE_AWAY_MESSAGE, DATABASE_RETRY_SECONDS } from '../http/errors';

/** The GraphQL edge's one table: AppError code -> `extensions.code` (Apollo's names where one exists). */
const graphqlCodeOf: Record<AppErrorCode, string> = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  GONE: 'GONE',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

const INTERNAL_MESSAGE = 'Internal server error';

/**
 * AppErrors below 500 reach the client with their message, `extensions.code` and, for
 * validation, `extensions.errors` (`[{field, message}]`, the same list REST answers). Errors
 * about the document itself (syntax, unknown field, limits) pass as they are. Anything else
 * is logged and answered as a bare INTERNAL_SERVER_ERROR: no stack, SQL or driver text.
 */
export function maskGraphqlError(log: Logger): MaskError {
  return (error) => {
    const graphqlError = error instanceof GraphQLError ? error : undefined;
    const original = graphqlError ? graphqlError.originalError : error;
    const location = { nodes: graphqlError?.nodes, path: graphqlError?.path };
    if (original instanceof AppError && httpStatusOf[original.code] < 500) {
      const { errors, retryAfterSeconds, fields } = original.extra;
      return new GraphQLError(original.message, {
        ...location,
        extensions: {
          code: graphqlCodeOf[original.code],
          ...(errors ? { errors } : {}),
          ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
          ...fields,
        },
      });
    }
    if (graphqlError && (!original || original instanceof GraphQLError)) return graphqlError;
    if (isDatabaseUnavailable(original)) {
      // PostgreSQL is restarting (make start supervises it) or unreachable: the client sends again.
      log.warn('database unavailable', { path: graphqlError?.path?.join('.') });
      return new GraphQLError(DATABASE_AWAY_MESSAGE, {
        ...location,
        extensions: {
          code: graphqlCodeOf.UNAVAILABLE,
          retryAfterSeconds: DATABASE_RETRY_SECONDS,
          // graphql-yoga answers the request with this status and header (and drops `http` from the body).
          http: { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_SECONDS) } },
        },
      });
    }
    log.error('graphql operation failed', { path: graphqlError?.path?.join('.'), err: original });
    return new GraphQLError(INTERNAL_MESSAGE, { ...location, extensions: { code: graphqlCodeOf.INTERNAL } });
  };
}
