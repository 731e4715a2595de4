import type { Request } from 'express';
import type { AdminPrincipal, AuthService } from '@northrock/core/admin';
import type { BookingTokens } from '@northrock/core/booking';
import type { FormTokens } from '@northrock/core/lead';
import type { ReviewLinks } from '@northrock/core/review';
import { type Em, noteAccess, type ObjectStore, type Orm, type RateLimiter } from '@northrock/core/platform';
import type { LiveLeads } from '../modules/live-leads/live-leads';
import type { LinkSigner } from '../modules/media/signed-links';

/** What every resolver receives: one EntityManager fork per request, like a REST route. */
export interface GraphqlContext {
  em: Em;
  auth: AuthService;
  req: Request;
  /** Per-address limits of public writes. Absent for in-process callers (server rendering), which then cannot write leads. */
  limiter?: RateLimiter;
  /** Signs the admin's links to original photos. Absent in-process: no original links then. */
  signer?: LinkSigner;
  /** Checks the contact form's signed render time (spam defence). */
  formTokens?: FormTokens;
  /** Checks the review and unsubscribe links of the e-mails. */
  reviewLinks?: ReviewLinks;
  /** New leads for the admin's live screens; absent in-process. */
  liveLeads?: LiveLeads;
  /** The object store (erasing a lead removes its photos). Absent in-process. */
  storage?: ObjectStore;
  /** Signs and reads the booking and visit links. */
  bookingTokens?: BookingTokens;
  /**
   * The signed-in admin from the bearer token, checked (signature, expiry, live session) once
   * per request and only when an admin field asks; rejects with UNAUTHENTICATED otherwise, and
   * with FORBIDDEN while the documented default password must still be changed (production),
   * and for an estimator (admin role only).
   */
  admin(): Promise<AdminPrincipal>;
  /** The same for any role (admin or estimator): the lead desk. `admin()` refuses an estimator with FORBIDDEN. */
  staff(): Promise<AdminPrincipal>;
  /** The same, also while a password change is pending (`me`, `changePassword`, `logout`). */
  signedIn(): Promise<AdminPrincipal>;
}

export interface GraphqlDeps {
  orm: Orm;
  auth: AuthService;
  limiter?: RateLimiter;
  signer?: LinkSigner;
  formTokens?: FormTokens;
  reviewLinks?: ReviewLinks;
  liveLeads?: LiveLeads;
  /** The object store (erasing a lead removes its photos). Absent in-process. */
  storage?: ObjectStore;
  bookingTokens?: BookingTokens;
}

export function createGraphqlContext(deps: GraphqlDeps, req: Request): GraphqlContext {
  const em = deps.orm.em.fork();
  let principal: Promise<AdminPrincipal> | undefined;
  const authenticate = () =>
    deps.auth.authenticate(em, req.headers.authorization).then((admin) => {
      noteAccess(req, { admin_id: admin.userId });
      return admin;
    });
  return {
    em,
    auth: deps.auth,
    req,
    limiter: deps.limiter,
    signer: deps.signer,
    formTokens: deps.formTokens,
    reviewLinks: deps.reviewLinks,
    liveLeads: deps.liveLeads,
    storage: deps.storage,
    bookingTokens: deps.bookingTokens,
    signedIn: () => (principal ??= authenticate()),
    staff: async () => deps.auth.requireSettled(await (principal ??= authenticate())),
    admin: async () => deps.auth.requireAdmin(deps.auth.requireSettled(await (principal ??= authenticate()))),
  };
}
