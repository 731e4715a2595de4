import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * The copies `make lighthouse` (scripts/lighthouse.ts) compares a page with, served by a small
 * local server: every request goes to the product unchanged (styles, images, fonts), except a
 * page asked for with `?copy=script-free` or `?copy=plain-text`, answered from memory:
 *
 * - script-free: the same server-rendered HTML with every `<script>` and module preload removed;
 * - plain-text: the same words in bare HTML (a title and paragraphs), no CSS, no image.
 */
export type Copy = 'script-free' | 'plain-text';

/** Every `<script>` element and module preload removed: what the page is worth without JavaScript. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The page's words, one paragraph per block of text, in HTML with nothing else. */
export function plainText(html: string): string {
  const lang = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? 'en';
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const paragraphs = body
    .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/gi, '')
    // A block's end (or a line break) ends a paragraph; every other tag is dropped.
    .replace(
      /<\/(p|div|section|article|header|footer|nav|main|aside|li|ul|ol|h[1-6]|dt|dd|tr|table|form|fieldset|label|button|a|figcaption|blockquote)>|<br\s*\/?>/gi,
      '\n',
    )
    .replace(/<[^>]+>/g, ' ')
    .split('\n')
    .map((line) => decode(line).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${title}</title><meta name="description" content="${escape(decode(title))}"></head><body>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    '</body></html>',
  ].join('\n');
}

/** The copy server in front of `origin`: `copies` holds each route's copies, made before the audits. */
export function startCopyServer(origin: string): Promise<{ origin: string; copies: Map<string, Record<Copy, string>>; close(): void }> {
  const copies = new Map<string, Record<Copy, string>>();
  const server = createServer((req, res) => answer(req, res));
  function answer(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = new URL(req.url ?? '/', 'http://copy');
      const copy = url.searchParams.get('copy') as Copy | null;
      const kept = copy ? copies.get(url.pathname)?.[copy] : undefined;
      if (kept !== undefined) {
        // Compressed as the product compresses its pages, so only what the copy holds differs.
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const body = gzip ? gzipSync(kept) : Buffer.from(kept);
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-length': String(body.length),
          'cache-control': 'no-cache',
          ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
        });
        res.end(body);
        return;
      }
      // Anything else passes through as the product sends it (compressed bodies included).
      const upstream = request(`${origin}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(origin).host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', (err) => res.writeHead(502).end(String(err)));
      req.pipe(upstream);
    } catch (err) {
      res.writeHead(502).end(String(err));
    }
  }
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ origin: `http://localhost:${port}`, copies, close: () => server.close() });
    });
  });
}
