// proxy-addr (Express's own) ships no types: the one call the gateway makes.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';
  export default function proxyaddr(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string;
}
