import { data } from 'react-router';
import { brand } from '@northrock/core/browser';
import { webContext } from '~/app/load-context';
import { ReviewPage } from '~/features/review/components/review-page';
import { unsubscribeMutation } from '~/features/review/api/unsubscribe.mutation';
import { reviewText } from '~/features/review/content';
import { localeOfPath } from '~/lib/locale';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/unsubscribe';

/**
 * The page an e-mail's unsubscribe link opens (`/unsubscribe`, `/fr/desabonnement`): a GET changes
 * nothing (mail scanners open every link); its button posts to the page (works without
 * JavaScript). Mail clients' one-click posts go to `POST /api/unsubscribe` (RFC 8058).
 */

export async function action({ context, request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    await context.get(webContext).graphql(unsubscribeMutation, { token });
    return data({ done: true });
  } catch {
    return data({ done: false }, { status: 404 });
  }
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${reviewText[localeOfPath(location.pathname)].unsubscribeTitle} | ${brand.shortName}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  const t = reviewText[useLocale()];
  return (
    <ReviewPage title={t.unsubscribeTitle} lead={t.unsubscribeLead}>
      {actionData?.done ? (
        <p role="status" data-testid="unsubscribed">
          {t.unsubscribed}
        </p>
      ) : actionData ? (
        <p role="alert">{t.unsubscribeInvalid}</p>
      ) : (
        <form method="post">
          <button type="submit" className="btn btn--primary">
            {t.unsubscribeButton}
          </button>
        </form>
      )}
    </ReviewPage>
  );
}
