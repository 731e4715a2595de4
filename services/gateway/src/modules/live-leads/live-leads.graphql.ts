import { Repeater } from 'graphql-yoga';
import { type Lead } from '@northrock/core/lead';
import { findListedLead } from '@northrock/core/lead-desk';
import { AppError } from '@northrock/core/platform';
import { builder } from '../../graphql/builder';
import type { GraphqlContext } from '../../graphql/context';
import { staffOnly } from '../../graphql/crud-operations';
import type { AdminPrincipal } from '@northrock/core/admin';
import { LeadType } from '../lead/lead.graphql';

/**
 * How often an open stream checks that its session is still live, between leads too: a logout,
 * a password change or a deactivation elsewhere ends it within about a second, on every gateway.
 * One primary-key read a second per open stream (an office has a handful).
 */
const SESSION_RECHECK_MS = 1_000;

/** What the stream carries: a lead, or the end of the session that opened it. */
type LiveItem = { lead: Lead } | { ended: unknown };

/**
 * The leads saved from now on, for one admin, while the session that opened the stream lives:
 * it is checked again (a fresh read of the session row) before each lead and every second, so a
 * logout, a password change or a deactivated account ends the stream with UNAUTHENTICATED.
 */
function leadsWhileSignedIn(ctx: GraphqlContext, recheckMs: number): Repeater<LiveItem> {
  const live = ctx.liveLeads;
  if (!live) throw new AppError('UNAVAILABLE', 'Live updates are not available here');
  return new Repeater<LiveItem>(async (push, stop) => {
    const source = live.received();
    let ended = false;
    // The account as last read: an estimator gets only their own and unassigned leads, by its current role.
    let viewer: AdminPrincipal | undefined;
    const stillSignedIn = async () => {
      try {
        viewer = ctx.auth.requireSettled(await ctx.auth.authenticate(ctx.em.fork(), ctx.req.headers.authorization));
        return true;
      } catch (err) {
        if (!ended) {
          ended = true;
          await push({ ended: err });
          stop();
        }
        return false;
      }
    };
    const timer = setInterval(() => void stillSignedIn(), recheckMs);
    void stop.then(() => {
      clearInterval(timer);
      void source.return?.();
    });
    const stopped = stop.then(() => null);
    for (;;) {
      const next = await Promise.race([source.next(), stopped]);
      if (!next || next.done || !(await stillSignedIn())) break;
      const lead = viewer && (await findListedLead(ctx.em.fork(), next.value.id, viewer));
      if (lead) await push({ lead });
    }
    stop();
  });
}

builder.subscriptionField('leadReceived', (t) =>
  t.field({
    type: LeadType,
    authScopes: staffOnly,
    description:
      'Each lead saved from now on (not those held back as spam), from any gateway, within a second; an estimator gets their own and unassigned ones. Ends with UNAUTHENTICATED when the session does.',
    subscribe: (_root, _args, ctx) => leadsWhileSignedIn(ctx, SESSION_RECHECK_MS),
    resolve: (item) => {
      if ('ended' in item) throw item.ended;
      return item.lead;
    },
  }),
);
