import { serviceLinks } from '~/config/site-nav';
import { LinkList } from './link-list';

/** Links to related service pages. */
export function RelatedServices({ slugs, title = 'Related services' }: { slugs: readonly string[]; title?: string }) {
  const links = slugs.map((slug) => serviceLinks.find((l) => l.to === `/services/${slug}`)).filter((l) => l !== undefined);
  return <LinkList title={title} links={links} listClass="link-list" />;
}
