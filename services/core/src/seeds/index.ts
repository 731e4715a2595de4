export { migrateAndSeed } from './migrate-and-seed';
export { seed } from './seed';
