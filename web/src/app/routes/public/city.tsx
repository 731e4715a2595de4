import { data, Link } from 'react-router';
import { Accordion } from '~/components/ui/accordion';
import { CheckList } from '~/components/ui/check-list';
import { CardGrid } from '~/components/sections/card-grid';
import { ComparisonTable } from '~/components/sections/comparison-table';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import * as en from '~/features/cities/content';
import * as fr from '~/features/cities/content.fr';
import { languageTags, localeOfPath, pick, type Locale } from '~/lib/locale';
import { englishPathOf, localizedPath } from '~/lib/localized-path';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { officeHoursOf, publicUrlOf } from '~/lib/seo';
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd } from '~/lib/structured-data';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/city';

const enLabels = {
  why: (city: string) => `Why ${city} homeowners choose Northrock`,
  badgesTitle: 'Certified, warranted, accountable',
  badgesText: (city: string) => `Every ${city} job is backed by the same credentials and written warranties.`,
  problems: (city: string) => `Common foundation problems in ${city}`,
  problemsIntro: 'Local ground and weather cause the same four problems again and again.',
  services: (city: string) => `Our services in ${city}`,
  serviceIn: (service: string, city: string) => `${service} in ${city}`,
  towns: (city: string) => `Towns we serve around ${city}`,
  compare: 'Northrock compared with a typical contractor',
  compareCaption: (city: string) => `Northrock compared with a typical ${city} contractor`,
  them: 'Typical contractor',
  faq: (city: string) => `${city} foundation repair FAQ`,
  cta: (city: string) => `Get a free estimate in ${city}`,
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    why: (city: string) => `Pourquoi les propriétaires de ${city} choisissent Northrock`,
    badgesTitle: 'Certifiés, garantis, responsables',
    badgesText: (city: string) => `Chaque chantier à ${city} est couvert par les mêmes accréditations et les mêmes garanties écrites.`,
    problems: (city: string) => `Problèmes de fondation fréquents à ${city}`,
    problemsIntro: 'Le sol et le climat d’ici causent toujours les quatre mêmes problèmes.',
    services: (city: string) => `Nos services à ${city}`,
    serviceIn: (service: string, city: string) => `${service} à ${city}`,
    towns: (city: string) => `Municipalités desservies autour de ${city}`,
    compare: 'Northrock comparé à un entrepreneur typique',
    compareCaption: (city: string) => `Northrock comparé à un entrepreneur typique de ${city}`,
    them: 'Entrepreneur typique',
    faq: (city: string) => `Réparation de fondation à ${city} : questions fréquentes`,
    cta: (city: string) => `Obtenez une estimation gratuite à ${city}`,
  },
};

/** The English path of a city page's address (its French address mapped back), the key of its copy. */
function cityPathOf(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  return localeOfPath(path) === 'fr' ? englishPathOf(path) : path;
}

/** A city page's copy in `locale`, keyed by its English path (or its French one in the French copy). */
function cityPageOf(locale: Locale, path: string): en.CityPage | undefined {
  const pages = pick({ en, fr }, locale).cityPages;
  return pages[path] ?? pages[localizedPath(path, locale)] ?? en.cityPages[path];
}

export function loader({ url }: Route.LoaderArgs) {
  const path = cityPathOf(url.pathname);
  if (!path || !en.cityPages[path]) throw data(null, { status: 404 });
  return { path };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  const page = cityPageOf(locale, loaderData.path);
  const englishPage = en.cityPages[loaderData.path];
  if (!page || !englishPage) return [];
  const publicUrl = publicUrlOf(matches);
  return localizedPageMeta(
    matches,
    location.pathname,
    loaderData.path,
    () => page.seo,
    (_, url) => [
      businessJsonLd(publicUrl, {
        areaServed: englishPage.towns,
        openingHours: officeHoursOf(matches).opening_hours,
        city: englishPage.city,
        region: englishPage.regionCode,
        url,
      }),
      ...(page.faq ? [{ ...faqJsonLd(page.faq), inLanguage: languageTags[locale] }] : []),
      breadcrumbJsonLd(publicUrl, locale, [{ name: page.hero.title, path: loaderData.path }]),
    ],
  );
};

export default function CityPageRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { cityServices, cityComparison, dealerBadges } = pick({ en, fr }, locale);
  const page = cityPageOf(locale, loaderData.path)!;
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={`${page.city}, ${page.province}`} title={page.hero.title} lead={page.hero.lead} />

      <section className="section">
        <div className="container">
          <SectionHead title={t.why(page.city)} />
          <CardGrid items={page.reasons} columns={4} />
        </div>
      </section>

      <section className="section section--dark">
        <div className="container two-col two-col--even">
          <div>
            <h2>{t.badgesTitle}</h2>
            <p>{t.badgesText(page.city)}</p>
          </div>
          <CheckList items={dealerBadges} />
        </div>
      </section>

      <section className="section section--alt">
        <div className="container">
          <SectionHead title={t.problems(page.city)}>{t.problemsIntro}</SectionHead>
          <CardGrid items={page.problems} columns={4} />
        </div>
      </section>

      <section className="section">
        <div className="container">
          <SectionHead title={t.services(page.city)} />
          <div className="grid grid--3">
            {cityServices.map((s) => (
              <article key={s.slug} className="card">
                <h3>{s.title}</h3>
                <p>{s.description}</p>
                <Link className="card__link" to={localizedPath(`/services/${s.slug}`, locale)}>
                  {t.serviceIn(s.title, page.city)}
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt">
        <div className="container">
          <SectionHead title={t.towns(page.city)} />
          <ul className="town-grid">
            {page.towns.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <SectionHead title={t.compare} />
          <ComparisonTable caption={t.compareCaption(page.city)} usLabel="Northrock" themLabel={t.them} rows={cityComparison} />
        </div>
      </section>

      {page.faq && (
        <section className="section section--alt">
          <div className="container article">
            <SectionHead title={t.faq(page.city)} />
            <Accordion groups={[{ items: page.faq }]} />
          </div>
        </section>
      )}

      <CtaBand title={t.cta(page.city)} />
    </>
  );
}
