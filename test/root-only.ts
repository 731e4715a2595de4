import { userInfo } from 'node:os';
import { it } from 'vitest';

const isRoot = userInfo().uid === 0;

/**
 * A test that needs root (mounting a tmpfs, running a program as another user). CI runs as root
 * (`.ci/run` sets CI), so there it always runs, and fails if it cannot; elsewhere, without root,
 * it is skipped with the reason in its name and a line on stderr, never silently.
 * `missing` names anything else it needs that this machine lacks (then the same rule applies).
 */
export function rootOnly(name: string, fn: () => Promise<void> | void, options: { timeout?: number; missing?: string } = {}): void {
  const why = !isRoot ? 'needs root (make test as root, as CI runs it)' : options.missing;
  if (!why) {
    it(name, fn, options.timeout);
    return;
  }
  if (process.env.CI) {
    it(name, () => {
      throw new Error(`CI must run this test, but it ${why}`);
    });
    return;
  }
  process.stderr.write(`skipped: "${name}": it ${why}\n`);
  it.skip(`${name} [skipped: it ${why}]`, fn);
}
