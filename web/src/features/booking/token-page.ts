import { data } from 'react-router';
import type { PageAnswer } from '@northrock/core/browser';
import { brand } from '@northrock/core/browser';
import { translator } from '~/i18n/translator';
import { localeOfPath } from '~/lib/locale';

/**
 * A signed link's page read (`/book/<token>`, `/visit/<token>`): its data, or a bad link's page
 * (tampered 404, expired 410: a clear page, nothing changed); any other refusal is an error page.
 */
export function tokenPageData<T extends object>(answer: PageAnswer<T>) {
  if ('ok' in answer) return { badLink: false as const, ...answer.ok };
  const { status, detail } = answer.refused;
  if (status === 404 || status === 410) return data({ badLink: true as const }, { status });
  throw data(detail, { status });
}

/** A signed link's page title in its language; never indexed (the address holds a token). */
export function tokenPageMeta(pathname: string, title: 'booking.offerTitle' | 'booking.visitTitle') {
  return [{ title: `${translator(localeOfPath(pathname))(title)} | ${brand.shortName}` }, { name: 'robots', content: 'noindex' }];
}
