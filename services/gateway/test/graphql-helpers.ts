import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { SignJWT } from 'jose';
import { schema } from '../src/graphql/schema';
import { TEST_JWT_SECRET, type Harness } from './harness';
import type { Json } from '../../../test/json';

export interface GqlAnswer {
  status: number;
  data: Json;
  errors?: { message: string; path?: string[]; extensions?: Record<string, Json> }[];
}

/** POST /graphql with JSON, as Apollo Client sends it. */
export async function gql(h: Harness, query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlAnswer> {
  const res = await h.call('POST', '/graphql', { body: { query, variables }, token });
  return { status: res.status, data: res.body?.data, errors: res.body?.errors };
}

/** The data of an operation that must succeed. */
export async function gqlOk(h: Harness, query: string, variables?: Record<string, unknown>, token?: string): Promise<Json> {
  const res = await gql(h, query, variables, token);
  if (res.errors?.length || res.status !== 200) throw new Error(`GraphQL failed (${res.status}): ${JSON.stringify(res.errors)}`);
  return res.data;
}

export function codesOf(res: GqlAnswer): string[] {
  return (res.errors ?? []).map((e) => e.extensions?.code);
}

/** Every field of an object type (or those named in `only`, or all but `except`), for "select everything" queries. */
export function allFields(typeName: string, filter: { only?: string[]; except?: string[] } = {}): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return Object.values(type.getFields())
    .filter((f) => (filter.only ? filter.only.includes(f.name) : !filter.except?.includes(f.name)))
    .map((f) => (isObjectType(getNamedType(f.type)) ? `${f.name} { ${allFields(getNamedType(f.type).name)} }` : f.name))
    .join(' ');
}

/** A literal that passes GraphQL's own type checks (the domain may still reject it). */
function literalFor(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literalFor(type.ofType);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${required.map((f) => `${f.name}: ${literalFor(f.type)}`).join(', ')} }`;
  }
  switch (type.name) {
    case 'Int':
      return '1';
    case 'Boolean':
      return 'true';
    default:
      return '"x"';
  }
}

/** A document calling one root field with placeholder arguments, selecting `__typename`. */
export function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.length ? `(${field.args.map((a) => `${a.name}: ${literalFor(a.type)}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${args}${selection} }`;
}

export function rootFields(kind: 'query' | 'mutation'): GraphQLField<unknown, unknown>[] {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root!.getFields());
}

/** An HS256 token with the server's claims, signed with `secret`, expiring at `exp`. */
export function forgeToken(claims: { sid: unknown; sub: unknown }, opts: { secret?: string; exp?: number } = {}): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuer('northrock')
    .setAudience('northrock-admin')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(new TextEncoder().encode(opts.secret ?? TEST_JWT_SECRET));
}
