import { data } from 'react-router';
import { NotFoundContent } from '~/features/layout/components/not-found-content';
import { translator } from '~/i18n/translator';
import { localeOf, pageMeta } from '~/lib/seo';
import type { Route } from './+types/not-found';

/** Unknown paths (including /projects) answer the site's own page with HTTP 404; under `/fr/`, the French one. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOf(matches);
  const t = translator(locale);
  return [
    ...pageMeta(matches, {
      title: t('notFound.title'),
      description: t('notFound.metaDescription'),
      keywords: ['Northrock', t('notFound.metaKeywords')],
      path: location.pathname,
      locale,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function NotFound() {
  return <NotFoundContent />;
}
