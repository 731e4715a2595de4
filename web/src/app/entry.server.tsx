import { PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { readFileSync } from 'node:fs';
import { IslandAssetsContext, type IslandAssets } from '~/islands/assets';
import { islandNames, type IslandName } from '~/islands/island-names';
import { webContext } from './load-context';

// The gateway builds each request's load context through this export (see load-context.ts).
export { createLoadContext } from './load-context';

export const streamTimeout = 5_000;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

/** Module files a chunk needs, itself and what it imports statically, transitively. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => closure(manifest, k, seen))];
}

/**
 * The islands build's manifest (web/vite.islands.config.ts), read once: the entry, what it
 * imports at once, and for each island the chunks its component needs.
 */
function readIslandAssets(): IslandAssets | null {
  try {
    const manifest = JSON.parse(readFileSync(new URL('../client/.vite/islands-manifest.json', import.meta.url), 'utf8')) as Record<string, ManifestChunk>;
    const entryKey = Object.keys(manifest).find((k) => k.endsWith('islands/client.tsx'))!;
    const [entry, ...imports] = closure(manifest, entryKey);
    const common = new Set([entry, ...imports]);
    const chunks: Partial<Record<IslandName, string[]>> = {};
    for (const name of islandNames) {
      const source = Object.keys(manifest).find((k) => manifest[k]!.src && islandSources[name].test(k));
      if (source) chunks[name] = closure(manifest, source).filter((f) => !common.has(f));
    }
    return { entry: entry!, imports, chunks };
  } catch {
    // Not built (unit tests, `react-router dev`): pages render without their islands' scripts.
    return null;
  }
}

/** Where each island's component lives (the islands entry imports it from there). */
const islandSources: Record<IslandName, RegExp> = {
  'site-header': /features\/layout\/components\/site-header\.tsx$/,
  'stat-counters': /components\/ui\/stat-counter\.tsx$/,
  'video-carousel': /components\/ui\/video-carousel\.tsx$/,
  'contact-form': /features\/contact\/components\/contact-form-island\.tsx$/,
};

let islandAssets: IslandAssets | null | undefined;

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
    islandAssets ??= readIslandAssets();
    const { pipe, abort } = renderToPipeableStream(
      <IslandAssetsContext.Provider value={islandAssets}>
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
