import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { readFileSync } from 'node:fs';
import { IslandAssetsContext, type IslandAssets } from '~/islands/assets';
import { webContext } from './load-context';

// The gateway builds each request's load context through this export (see load-context.ts).
export { createLoadContext } from './load-context';

export const streamTimeout = 5_000;

interface ManifestChunk {
  file: string;
}

/** The islands build's manifest (web/vite.islands.config.ts), read once: where its entry is. */
function readIslandAssets(): IslandAssets | null {
  try {
    const manifest = JSON.parse(readFileSync(new URL('../client/.vite/islands-manifest.json', import.meta.url), 'utf8')) as Record<string, ManifestChunk>;
    const entryKey = Object.keys(manifest).find((k) => k.endsWith('islands/client.tsx'))!;
    return { entry: `/${manifest[entryKey]!.file}` };
  } catch {
    // Not built (unit tests, `react-router dev`): pages render without their islands' scripts.
    return null;
  }
}

let islandAssets: IslandAssets | null | undefined;

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
    // Armed once the render exists: a render that throws at once must not leave a timer calling
    // an `abort` that never was (an uncaught ReferenceError would end the gateway).
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    islandAssets ??= readIslandAssets();
    const { pipe, abort } = renderToPipeableStream(
      <IslandAssetsContext.Provider value={islandAssets && { ...islandAssets, nonce }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </IslandAssetsContext.Provider>,
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
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
