import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A phone's radio between the browser and the product: `cut()` drops every connection and refuses new ones until `restore()`. */
export interface CutProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * A plain HTTP forward proxy for a browser context (`proxy: { server, bypass: '<-loopback>' }`).
 * Chromium's DevTools offline emulation only refuses new requests: a request already sending
 * its body is let through at full speed. A lost signal also breaks the uploads under way, which
 * is what `cut()` does: the browser sees its connections reset, the server its requests end
 * with part of their bytes.
 */
export async function startCutProxy(port = 0): Promise<CutProxy> {
  let down = false;
  const sockets = new Set<Socket>();
  const upstreams = new Set<http.ClientRequest>();
  const server = http.createServer((req, res) => {
    if (down) return void req.socket.destroy();
    const target = new URL(req.url!);
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: `${target.pathname}${target.search}`, headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    upstream.on('error', () => res.destroy());
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    if (down) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    for (const upstream of upstreams) upstream.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      down = true;
      dropAll();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
