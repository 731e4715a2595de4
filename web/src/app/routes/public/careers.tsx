import { EstimateActions } from '~/components/sections/estimate-actions';
import { Link } from 'react-router';
import { CheckList } from '~/components/ui/check-list';
import { CardGrid } from '~/components/sections/card-grid';
import { PageHero } from '~/components/sections/page-hero';
import { PageSection } from '~/components/sections/section-head';
import * as en from '~/features/careers/content';
import * as fr from '~/features/careers/content.fr';
import { pick, type Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { publicUrlOf } from '~/lib/seo';
import { jobPostingsJsonLd } from '~/lib/structured-data';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/careers';

const enLabels = {
  eyebrow: 'Join our team',
  perks: 'Why Work With Us',
  values: 'Our Values',
  roles: 'Current Opportunities',
  offer: 'What We Offer',
  apply: 'Apply Now',
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    eyebrow: 'Joignez-vous à l’équipe',
    perks: 'Pourquoi travailler avec nous',
    values: 'Nos valeurs',
    roles: 'Postes offerts',
    offer: 'Ce que nous offrons',
    apply: 'Postuler',
  },
};

/** The page's tags, with one `JobPosting` per role (Google for Jobs) in the page's language. */
export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(
    matches,
    location.pathname,
    '/careers',
    (locale) => pick({ en, fr }, locale).careersContent.seo,
    (locale) => {
      const { roles, offer } = pick({ en, fr }, locale).careersContent;
      return jobPostingsJsonLd(publicUrlOf(matches), locale, roles, offer);
    },
  );

export default function Careers() {
  const locale = useLocale();
  const { careersContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} />
      <PageSection title={t.perks}>
        <CardGrid items={c.perks} columns={3} />
      </PageSection>
      <PageSection tone="alt" title={t.values}>
        <CardGrid items={c.values} columns={3} />
      </PageSection>
      <PageSection title={t.roles}>
        <div className="grid grid--2">
          {c.roles.map((role) => (
            <article key={role.title} className="card">
              <p className="card__tag">{role.location}</p>
              <h3>{role.title}</h3>
              <p>{role.description}</p>
              <Link className="btn btn-primary btn-sm" to={localizedPath('/contact', locale)}>
                {t.apply}
                <span className="visually-hidden">: {role.title}</span>
              </Link>
            </article>
          ))}
        </div>
      </PageSection>
      <PageSection tone="alt" title={t.offer}>
        <div className="article">
          <CheckList items={c.offer} />
        </div>
      </PageSection>
      <section className="cta-band">
        <div className="container">
          <h2>{c.banner.title}</h2>
          <p>{c.banner.text}</p>
          <EstimateActions label={t.apply} light />
        </div>
      </section>
    </>
  );
}
