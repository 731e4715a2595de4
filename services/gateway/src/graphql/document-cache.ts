import { parse, type DocumentNode, type ParseOptions, type Source } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * How much GraphQL document work this process has done: parses and validations actually run
 * (a document found in yoga's parse-and-validation cache, or judged once by the public read
 * cache, counts nothing). Served on `/metrics`; a test reads it to see the cache at work.
 */
export const graphqlDocumentWork = { parsed: 0, validated: 0 };

/** Parses `source`, counted (the public read cache judges a new document with it). */
export function countedParse(source: string | Source, options?: ParseOptions): DocumentNode {
  graphqlDocumentWork.parsed += 1;
  return parse(source, options);
}

/**
 * yoga keeps parsed and validated documents in an LRU (`parserAndValidationCache`, on in
 * yoga.ts); this plugin counts what reaches the parser and the validator past it. Listed last
 * among the plugins, so it wraps whichever parser the others (graphql-armor's token limit) set.
 */
export const countDocumentWork: Plugin = {
  onParse({ parseFn, setParseFn }) {
    setParseFn((source, options) => {
      graphqlDocumentWork.parsed += 1;
      return parseFn(source, options);
    });
  },
  onValidate({ validateFn, setValidationFn }) {
    setValidationFn((...args) => {
      graphqlDocumentWork.validated += 1;
      return validateFn(...args);
    });
  },
};

const graphqlName = /^[_A-Za-z][_0-9A-Za-z]*$/;
const namedOperation = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation's name for the access log: `operationName`, else the document's first operation. */
export function graphqlOperationName(params: { operationName?: unknown; query?: unknown } | undefined): string | undefined {
  if (typeof params?.operationName === 'string') return graphqlName.test(params.operationName) ? params.operationName : undefined;
  return typeof params?.query === 'string' ? namedOperation.exec(params.query.slice(0, 200))?.[1] : undefined;
}
