export { migratedTestDatabase, scratchDatabase, type ScratchDatabase } from './database';
export { startPrivateRedis, type PrivateRedis } from './redis-server';
