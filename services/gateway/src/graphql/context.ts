import type { Request } from 'express';
import type { AdminPrincipal, AuthService } from '@northrock/core/modules/admin/auth.service';
import type { Em, Orm } from '@northrock/core/platform/db';

/** What every resolver receives: one EntityManager fork per request, like a REST route. */
export interface GraphqlContext {
  em: Em;
  auth: AuthService;
  req: Request;
  /**
   * The signed-in admin from the bearer token, checked (signature, expiry, live session) once
   * per request and only when an admin field asks; rejects with UNAUTHENTICATED otherwise.
   */
  admin(): Promise<AdminPrincipal>;
}

export function createGraphqlContext(deps: { orm: Orm; auth: AuthService }, req: Request): GraphqlContext {
  const em = deps.orm.em.fork();
  let principal: Promise<AdminPrincipal> | undefined;
  return {
    em,
    auth: deps.auth,
    req,
    admin: () => (principal ??= deps.auth.authenticate(em, req.headers.authorization)),
  };
}
