import type { Harness } from '../harness';
import type { Json } from '../../../../test/json';

export interface Stream {
  status: number;
  contentType: string;
  /** The next `next` event's payload (rejects after `ms`). */
  next(ms?: number): Promise<{ data?: Json; errors?: { message: string; extensions?: { code?: string } }[] }>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Whether it ended with `event: complete` (a browser then does not reconnect) rather than being cut. */
  completed(): boolean;
  close(): void;
}

/** A GraphQL subscription: POST /graphql with `Accept: text/event-stream`, as the admin's browser (graphql-sse) sends it. */
export async function openEventStream(h: Pick<Harness, 'baseUrl'>, query: string, token?: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${h.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
    signal: abort.signal,
  });
  const events: Json[] = [];
  const waiters: (() => void)[] = [];
  let done = false;
  let complete = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = res.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const data = lines.find((l) => l.startsWith('data: '));
          if (lines.includes('event: next') && data) events.push(JSON.parse(data.slice(6)));
          if (lines.includes('event: complete')) complete = true;
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted by the test
    }
    done = true;
    waiters.splice(0).forEach((w) => w());
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    ended,
    completed: () => complete,
    async next(ms = 2000) {
      const deadline = Date.now() + ms;
      while (!events.length) {
        if (done) throw new Error('stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
      return events.shift() as Awaited<ReturnType<Stream['next']>>;
    },
    close: () => abort.abort(),
  };
}
