import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import express, { type Express, type Request, type Response } from 'express';
import { GraphQLError, NoSchemaIntrospectionCustomRule, visit, type DocumentNode } from 'graphql';
import { controlCharacterField, hasControlCharacters } from '@northrock/core/shared';
import { createYoga, renderGraphiQL, type Plugin } from 'graphql-yoga';
import { brand } from '@northrock/core/brand';
import { runActivityScope } from '@northrock/core/activity';
import { noteAccess } from '@northrock/core/platform';
import type { AppDeps } from '../app-deps';
import { jsonBody } from '../http/json-body';
import { cspNonce } from '../http/security';
import { createGraphqlContext, type GraphqlContext } from './context';
import { bookingTokensFor } from '../modules/booking/booking-links';
import { countDocumentWork, graphqlOperationName } from './document-cache';
import { maskGraphqlError } from './errors';
import { schema } from './schema';

const GRAPHQL_PATH = '/graphql';

/**
 * Limits checked before anything runs. The deepest real operation (a page of leads with their
 * photos and notes) is 4 levels; the cost and token limits leave room for every page's query
 * and stop amplification through aliases and repeated fields.
 */
export const graphqlLimits = {
  maxDepth: 6,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 1500,
  maxDirectives: 10,
} as const;

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** The first string literal or variable of the operation holding a control character. */
function controlCharacterInput(document: DocumentNode, variables: unknown): string | undefined {
  let found: string | undefined;
  visit(document, {
    StringValue(node) {
      if (!found && hasControlCharacters(node.value)) found = 'a string argument';
    },
  });
  const variable = controlCharacterField(variables ?? {});
  return found ?? (variable ? `$${variable}` : undefined);
}

/**
 * Text with control characters (NUL included) never reaches a resolver, let alone the
 * database: the same rule as REST, answered as BAD_USER_INPUT.
 */
const refuseControlCharacters: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const where = controlCharacterInput(args.document, args.variableValues);
    if (where) {
      setResultAndStopExecution({
        errors: [new GraphQLError(`${where} must not contain control characters`, { extensions: { code: 'BAD_USER_INPUT' } })],
      });
    }
  },
};

/**
 * Cross-site request defence (what Apollo's and yoga's csrfPrevention aim at): a page on another
 * site can make a browser POST only "simple" bodies (forms, text/plain) without a CORS preflight,
 * so POST must be `application/json`; other bodies are refused before they are read. GET runs
 * queries only (yoga refuses mutations over GET).
 */
function requireJsonPost(req: Request, res: Response, next: () => void): void {
  if (req.method !== 'POST' || req.is('application/json')) return next();
  res.status(415).json({
    errors: [{ message: 'POST /graphql accepts application/json only', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }],
  });
}

/**
 * GraphiQL (development and test only) loads its bundle from unpkg and runs inline scripts.
 * Rather than widen the site-wide CSP, this one page gets its own policy: the request's nonce
 * on the inline scripts, unpkg for the bundle, its workers and styles.
 */
function graphiqlCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://unpkg.com`,
    "style-src 'self' 'unsafe-inline' https://unpkg.com",
    "img-src 'self' data: https:",
    "font-src 'self' data: https://unpkg.com",
    "connect-src 'self' https://unpkg.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The operation's name for the access log: `operationName`, else the document's first operation. */
function operationName(req: Request): string | undefined {
  return graphqlOperationName((req.method === 'GET' ? req.query : req.body) as { operationName?: unknown; query?: unknown } | undefined);
}

function wantsGraphiql(req: Request): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/**
 * Mounts `POST /graphql` (and GET for queries) on the app, over the same ORM and auth service
 * as REST. Introspection and GraphiQL are on in development and test, off in production.
 */
export function mountGraphql(
  app: Express,
  deps: Pick<AppDeps, 'orm' | 'auth' | 'config' | 'log' | 'limiter' | 'signer' | 'formTokens' | 'reviewLinks' | 'publicReads' | 'liveLeads'>,
): void {
  const production = deps.config.isProduction;
  const bookingTokens = bookingTokensFor(deps.config);
  const yoga = createYoga<{ req: Request; res: Response }, GraphqlContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    multipart: false,
    batching: false,
    logging: false,
    // Parsed and validated documents kept by their text (an LRU of 1,024): the web sends the
    // same few operations, so each is parsed and validated once per process, not per request.
    parserAndValidationCache: true,
    maskedErrors: { maskError: maskGraphqlError(deps.log) },
    context: ({ req }) => createGraphqlContext({ ...deps, bookingTokens }, req),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: graphqlLimits.maxDepth, flattenFragments: true },
        costLimit: { maxCost: graphqlLimits.maxCost },
        maxAliases: { n: graphqlLimits.maxAliases },
        maxTokens: { n: graphqlLimits.maxTokens },
        maxDirectives: { n: graphqlLimits.maxDirectives },
        // "Did you mean ...?" would hand out the schema that introspection hides.
        blockFieldSuggestion: { enabled: production },
      }),
      refuseControlCharacters,
      ...(production ? [disableIntrospection] : []),
      // Last: it counts what reaches the parser and validator past the cache (`/metrics`).
      countDocumentWork,
    ],
  });

  const router = express.Router();
  router.use((req, res, next) => {
    noteAccess(req, { route: GRAPHQL_PATH });
    res.setHeader('Cache-Control', 'no-store');
    if (!production && wantsGraphiql(req)) {
      const nonce = cspNonce(res);
      res.setHeader('Content-Security-Policy', graphiqlCsp(nonce));
      res.type('html').send(renderGraphiQL({ title: `${brand.shortName} GraphQL`, endpoint: GRAPHQL_PATH }).replaceAll('<script', `<script nonce="${nonce}"`));
      return;
    }
    next();
  });
  router.use(requireJsonPost);
  // Parsed here so the charset rule, the body size limit and their 415/413 are the same as REST's.
  router.use(jsonBody);
  router.use((req, _res, next) => {
    noteAccess(req, { gql_operation: operationName(req) });
    next();
  });
  const publicReads = deps.publicReads;
  router.use((req, res, next) => {
    // A public query the cache keeps: yoga answers into a Response the cache reads.
    if (publicReads?.graphql(req, res, next, async () => runActivityScope(() => yoga.handleNodeRequestAndResponse(req, res, { req, res })))) return;
    // An event stream (a subscription) stays open: shutdown cuts it so the browser reconnects elsewhere.
    if (deps.liveLeads && (req.headers.accept ?? '').includes('text/event-stream')) deps.liveLeads.track(res);
    // Each operation in its own activity scope: the admin it authenticates is the actor of its writes.
    return runActivityScope(() => yoga(req, res));
  });
  app.use(GRAPHQL_PATH, router);
}
