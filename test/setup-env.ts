import { inject } from 'vitest';

// Test files read the servers global-setup chose through the environment, like the services do.
process.env.TEST_PG_SERVER_URL = inject('pgServerUrl');
process.env.TEST_PG_TEMPLATE = inject('pgTemplate');
process.env.TEST_REDIS_URL = inject('redisUrl');
