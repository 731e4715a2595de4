import type { EntityClass, EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import type { Orm } from '../../platform/db';
import type { ContentVersion } from '../../platform/content-version';

/**
 * Every write to public content (`publicEntities`: what the public site and the public reads
 * show; services/core/src/registry lists them) moves the content version, whatever the transport (REST,
 * GraphQL, a script): hooked once on the ORM's flush, not per route.
 *
 * - Before the rows are written (`onFlush`): when Redis does not answer, the flush fails and
 *   nothing is saved, so no save can ever go unannounced.
 * - After they are committed (`afterFlush` outside a transaction, `afterTransactionCommit`
 *   inside one): a reader that filled its cache between the first bump and the commit saw
 *   the old rows under the new version; this second bump retires that entry.
 */
export function bumpVersionOnContentWrites(orm: Pick<Orm, 'em'>, version: Pick<ContentVersion, 'bump'>, publicEntities: EntityClass<object>[]): void {
  const publicClasses = new Set<unknown>(publicEntities);
  const touchesPublicContent = (args: FlushEventArgs) => args.uow.getChangeSets().some((cs) => publicClasses.has(cs.meta.class));
  const pendingCommit = new WeakSet<object>();
  const subscriber: EventSubscriber = {
    async onFlush(args) {
      if (touchesPublicContent(args)) await version.bump();
    },
    async afterFlush(args) {
      if (!touchesPublicContent(args)) return;
      const tx = args.em.getTransactionContext() as object | undefined;
      if (args.em.isInTransaction() && tx) pendingCommit.add(tx);
      else await version.bump();
    },
    async afterTransactionCommit(args: TransactionEventArgs) {
      const tx = args.transaction as object | undefined;
      if (tx && pendingCommit.has(tx)) {
        pendingCommit.delete(tx);
        await version.bump();
      }
    },
  };
  orm.em.getEventManager().registerSubscriber(subscriber);
}
