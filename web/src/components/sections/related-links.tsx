import { navLinks, serviceLinks } from '~/config/site-nav';
import { useTranslator } from '~/i18n/translator';
import { useLocale } from '~/lib/use-locale';
import { LinkList } from './link-list';

/** Links to related service pages. */
export function RelatedServices({ slugs, title }: { slugs: readonly string[]; title?: string }) {
  const t = useTranslator();
  const links = slugs.map((slug) => serviceLinks.find((l) => l.to === `/services/${slug}`)).filter((l) => l !== undefined);
  return <LinkList title={title ?? t('sections.relatedServices')} links={navLinks(links, useLocale())} listClass="link-list" />;
}
