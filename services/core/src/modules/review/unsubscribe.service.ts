import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { addressHash, type ReviewLinks } from './review-links';

/** Whether this address asked for no more e-mails that are not replies (on any lead). */
export async function isUnsubscribed(em: Em, address: string): Promise<boolean> {
  const [row] = await em.execute<{ n: number }[]>('select count(*)::int as n from email_unsubscribes where address_hash = ?', [addressHash(address)]);
  return (row?.n ?? 0) > 0;
}

/**
 * Honours an unsubscribe link: the page's button or a mail client's one-click POST (RFC 8058).
 * Idempotent (a second click changes nothing); a token that is not ours is a 404 and stores nothing.
 */
export async function unsubscribe(em: Em, links: ReviewLinks, token: string, via: 'one-click' | 'page'): Promise<{ unsubscribed: true }> {
  const hash = links.checkUnsubscribeToken(token);
  if (!hash) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
  await em.execute('insert into email_unsubscribes (address_hash, via, created_at) values (?, ?, ?) on conflict (address_hash) do nothing', [
    hash,
    via,
    new Date(),
  ]);
  return { unsubscribed: true };
}

/** Whether an unsubscribe link is genuine (the page checks it before showing its button). */
export function checkUnsubscribeLink(links: ReviewLinks, token: string): void {
  if (!links.checkUnsubscribeToken(token)) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
}

/** The site's review form in the homeowner's language (web/src/app/routes.ts). */
export const reviewPagePath = (language: string) => (language === 'fr' ? '/fr/avis' : '/review');

/**
 * What every e-mail to a homeowner that is not a reply carries (docs/security.md, "Unsubscribe"):
 * `List-Unsubscribe` with the one-click POST target and `List-Unsubscribe-Post` (RFC 8058), and
 * the page whose button does the same, for the body's own link.
 */
export function unsubscribeHeaders(publicUrl: string, links: ReviewLinks, address: string, language: string) {
  const token = links.unsubscribeToken(address);
  const page = `${publicUrl}${language === 'fr' ? '/fr/desabonnement' : '/unsubscribe'}?token=${token}`;
  return {
    pageUrl: page,
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
