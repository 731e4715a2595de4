import { PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { webContext } from './load-context';

// The gateway builds each request's load context through this export (see load-context.ts).
export { createLoadContext } from './load-context';

export const streamTimeout = 5_000;

/**
 * Hydration scripts at low priority: the server-rendered page is complete without them, so
 * on a slow link the text and images of the page get the bandwidth first.
 */
function lowPriorityModulePreloads(): Transform {
  const from = '<link rel="modulepreload"';
  const to = '<link rel="modulepreload" fetchpriority="low"';
  const decoder = new StringDecoder('utf8');
  let tail = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = tail + decoder.write(chunk);
      // Keep what could be the start of a split marker for the next chunk.
      const keep = Math.min(text.length, from.length - 1);
      tail = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(from, to));
    },
    flush(callback) {
      callback(null, (tail + decoder.end()).replaceAll(from, to));
    },
  });
}

/**
 * Every document is rendered completely before the first byte (`onAllReady`), for people
 * and crawlers alike: loaders await their data on document requests (lib/defer.ts), it
 * comes from the same process in milliseconds, and the HTML reads with JavaScript off.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(webContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Never outline a finished Suspense boundary into a script-revealed segment: the
        // document must read complete without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          const html = body.pipe(lowPriorityModulePreloads());
          resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
