import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActivityAction } from './activity.schemas';

/** The signed-in admin a write is done for, as the activity history names them. */
export interface ActivityActor {
  id: number;
  /** The username at the time (kept in the entry if the account is renamed later). */
  username: string;
}

interface ActivityScope {
  actor?: ActivityActor;
  /** Names the writes of a block (`password_change`, `restore`) instead of create/update/delete. */
  action?: ActivityAction;
  details?: Record<string, unknown>;
}

const storage = new AsyncLocalStorage<ActivityScope>();

/**
 * Runs one request's work in a scope of its own: the admin that request authenticates (later, from
 * inside) is the actor of every write it makes. Parallel requests have separate scopes, so an actor
 * never carries over to another request.
 */
export function runActivityScope<T>(fn: () => T): T {
  return storage.run({}, fn);
}

/** Called when a request's bearer token is verified; outside a scope (scripts, the worker) it does nothing. */
export function setActivityActor(actor: ActivityActor): void {
  const scope = storage.getStore();
  if (scope) scope.actor = { id: actor.id, username: actor.username };
}

/** Names the writes made by `fn` (and, optionally, adds details to their entries), keeping the actor. */
export function withActivityAction<T>(action: ActivityAction, fn: () => Promise<T>, details?: Record<string, unknown>): Promise<T> {
  const scope = storage.getStore();
  if (!scope) return fn();
  return storage.run({ ...scope, action, details: { ...scope.details, ...details } }, fn);
}

export function currentActivityScope(): Readonly<ActivityScope> | undefined {
  return storage.getStore();
}
