import { Worker } from 'node:worker_threads';

/** One request of an outside client: a raw body, or a multipart form with one file. */
export interface OutsideRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: { raw: Uint8Array } | { file: Uint8Array; field: string; filename: string };
}

/** What the client read: the status and the JSON `detail`, or the network error it met instead. */
export type OutsideAnswer = { status: number; detail: unknown } | { error: string };

/** Node's fetch in a thread of its own: it reads answers on its own event loop, as a client on another machine does. */
const clientSource = `
const { parentPort, workerData } = require('node:worker_threads');
const send = async ({ url, method, headers, body }) => {
  let payload;
  if (body && 'raw' in body) payload = body.raw;
  else if (body) {
    payload = new FormData();
    payload.append(body.field, new Blob([body.file], { type: 'image/jpeg' }), body.filename);
  }
  try {
    const res = await fetch(url, { method, headers, body: payload });
    const text = await res.text();
    let detail;
    try { detail = JSON.parse(text).detail; } catch { detail = undefined; }
    return { status: res.status, detail };
  } catch (err) {
    return { error: err.message + ': ' + (err.cause?.code ?? err.cause?.message ?? '') };
  }
};
Promise.all(workerData.requests.map(send)).then((answers) => parentPort.postMessage(answers));
`;

/** Sends `requests` at once from another thread (Node's fetch, undici) and answers what it read of each. */
export async function sendFromOutside(requests: OutsideRequest[]): Promise<OutsideAnswer[]> {
  const worker = new Worker(clientSource, { eval: true, workerData: { requests } });
  try {
    return await new Promise<OutsideAnswer[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

/** Both cores kept busy until `stop` (the gateway under test competes with them for the CPU). */
export function busyCpu(threads = 2): { stop(): Promise<void> } {
  const workers = Array.from({ length: threads }, () => new Worker('for (;;) {}', { eval: true }));
  return { stop: async () => void (await Promise.all(workers.map((w) => w.terminate()))) };
}
