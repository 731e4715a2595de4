import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { vi } from 'vitest';
import { createApolloClient } from '~/lib/apollo';
import { renderWithRouter } from '~/test/render';
import { endAdminSession, getAdminToken } from '../lib/admin-session';

// Every admin component test starts signed out, with the real fetch and no spies: web/src/test/setup.ts.

export interface GraphqlAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
  authorization: string | null;
}

/**
 * The network at the browser's edge: `fetch` answers POST /graphql by operation name, so the
 * real Apollo client, links and cache run. The server side is covered by the gateway tests
 * and the e2e journeys.
 */
export function fakeGraphql(handlers: Record<string, (variables: Record<string, unknown>) => GraphqlAnswer>) {
  const sent: SentOperation[] = [];
  const fetchMock = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables?: Record<string, unknown> };
    const headers = new Headers(init?.headers);
    sent.push({ operationName: body.operationName, variables: body.variables ?? {}, authorization: headers.get('authorization') });
    const handler = handlers[body.operationName];
    if (!handler) throw new Error(`No fake answer for ${body.operationName}`);
    return new Response(JSON.stringify(handler(body.variables ?? {})), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock, names: () => sent.map((s) => s.operationName) };
}

/** A GraphQL error as the gateway sends one (graphql/errors.ts). */
export const graphqlError = (message: string, code = 'BAD_USER_INPUT', errors?: { field: string; message: string }[]) => ({
  errors: [{ message, extensions: { code, ...(errors ? { errors } : {}) } }],
});

/** Renders an admin screen as the admin root does: its own Apollo client, the router and the toasts. */
export function renderAdmin(ui: ReactNode, options: { path?: string; other?: ReactNode } = {}) {
  const client = createApolloClient({ getToken: getAdminToken, onUnauthenticated: endAdminSession });
  return renderWithRouter(<ApolloProvider client={client}>{ui}</ApolloProvider>, options);
}
