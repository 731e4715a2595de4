import { serviceLinks, type ServiceSlug } from '~/config/site-nav';
import { localizedPath } from '~/lib/localized-path';
import { useLocale } from '~/lib/use-locale';
import { LinkList } from './link-list';

/** Links to related service pages, at their address in the page's language; `labelOf` names them (else the menu's names). */
export function RelatedServices({ slugs, title, labelOf }: { slugs: readonly ServiceSlug[]; title?: string; labelOf?: (slug: ServiceSlug) => string }) {
  const locale = useLocale();
  const links = slugs.flatMap((slug) => {
    const link = serviceLinks.find((l) => l.to === `/services/${slug}`);
    return link ? [{ to: localizedPath(link.to, locale), label: labelOf?.(slug) ?? link.label }] : [];
  });
  return <LinkList title={title ?? (locale === 'fr' ? 'Services connexes' : 'Related services')} links={links} listClass="link-list" />;
}
