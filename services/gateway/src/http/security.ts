import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The per-request nonce that inline `<script>`/`<style>` tags must carry. */
export function cspNonce(res: Response): string {
  return res.locals.cspNonce as string;
}

/** The per-request nonce as a CSP source (a directive value helmet evaluates per response). */
export const nonceSource = (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`;

/** What every page's policy shares: same-origin by default, no plugins, no `<base>`, no framing. */
export const basePolicy = {
  defaultSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Security headers on every response (house style): CSP with per-request nonces,
 * `object-src 'none'`, `base-uri 'none'`, `frame-ancestors 'none'`, nosniff, a referrer
 * policy, and HSTS (one year) in production.
 */
export function securityHeaders(production: boolean): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      next();
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...basePolicy,
          scriptSrc: ["'self'", nonceSource],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    }),
  ];
}
