import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import type { Orm } from '../../platform/db';
import type { ContentVersion } from '../../platform/content-version';
import { BlogPost } from '../blog/blog.entity';
import { Differentiator } from '../differentiator/differentiator.entity';
import { Material } from '../material/material.entity';
import { PropertyType } from '../property-type/property-type.entity';
import { Service } from '../service/service.entity';
import { SiteSettings } from '../site-settings/site-settings.entity';
import { Testimonial } from '../testimonial/testimonial.entity';
import { VideoReel } from '../video-reel/video-reel.entity';

/** What the public site and the public reads show: a write to any of them changes the content version. */
export const publicContentEntities = [Service, Material, PropertyType, Differentiator, Testimonial, VideoReel, BlogPost, SiteSettings];

const publicClasses = new Set<unknown>(publicContentEntities);

function touchesPublicContent(args: FlushEventArgs): boolean {
  return args.uow.getChangeSets().some((cs) => publicClasses.has(cs.meta.class));
}

/**
 * Every write to public content moves the content version, whatever the transport (REST,
 * GraphQL, a script): hooked once on the ORM's flush, not per route.
 *
 * - Before the rows are written (`onFlush`): when Redis does not answer, the flush fails and
 *   nothing is saved, so no save can ever go unannounced.
 * - After they are committed (`afterFlush` outside a transaction, `afterTransactionCommit`
 *   inside one): a reader that filled its cache between the first bump and the commit saw
 *   the old rows under the new version; this second bump retires that entry.
 */
export function bumpVersionOnContentWrites(orm: Pick<Orm, 'em'>, version: Pick<ContentVersion, 'bump'>): void {
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
