import { Link } from 'react-router';
import { useTranslator } from '~/i18n/translator';
import { localizedPath } from '~/lib/localized-path';
import { useLocale } from '~/lib/use-locale';

/** The site's own "page not found" content (docs/product.md, Part 2), in the page's language: links home and to the contact page. */
export function NotFoundContent() {
  const t = useTranslator();
  const locale = useLocale();
  return (
    <section className="section container not-found">
      <p className="eyebrow">{t('notFound.eyebrow')}</p>
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.lead')}</p>
      <div className="btn-row">
        <Link className="btn btn-primary" to={localizedPath('/', locale)}>
          {t('notFound.home')}
        </Link>
        <Link className="btn btn-outline" to={localizedPath('/contact', locale)}>
          {t('notFound.contact')}
        </Link>
      </div>
    </section>
  );
}
