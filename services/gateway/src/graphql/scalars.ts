import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder';

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 date-time string');
  return date;
}

/** Serialized exactly as REST's JSON does (`Date#toISOString`), so both transports answer the same text. */
export const DateTimeScalar = builder.scalarType('DateTime', {
  description: 'An ISO 8601 date-time in UTC, e.g. `2026-11-22T04:57:00.000Z`.',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    return toDate(ast.value);
  },
});
