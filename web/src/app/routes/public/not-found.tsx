import { data } from 'react-router';
import { NotFoundContent } from '~/features/layout/components/not-found-content';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/not-found';

/** Unknown paths (including /projects) answer the site's own page with HTTP 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, {
    title: 'Page not found',
    description: 'This page does not exist. Find foundation repair and waterproofing help from Northrock, or ask for a free estimate.',
    keywords: ['Northrock', 'page not found'],
    path: location.pathname,
  }),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundContent />;
}
