import { afterEach, vi } from 'vitest';

/** An unexpected console.error is a failure (Epic Stack habit); tests that expect one mock it. */
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
