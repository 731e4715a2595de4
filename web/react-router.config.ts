import type { Config } from '@react-router/dev/config';

// Server rendering inside the gateway (services/gateway/src/web/web.ts): every page answers
// with complete HTML that crawlers and no-JS visitors can read, then hydrates.
export default {
  appDirectory: 'src/app',
  ssr: true,
} satisfies Config;
