import { whyPath } from '@northrock/core/brand';
import { CardGrid } from '~/components/sections/card-grid';
import { ComparisonTable } from '~/components/sections/comparison-table';
import { CtaBand } from '~/components/sections/cta-band';
import { PageHero } from '~/components/sections/page-hero';
import { SectionHead } from '~/components/sections/section-head';
import * as en from '~/features/why/content';
import * as fr from '~/features/why/content.fr';
import { pick, type Locale } from '~/lib/locale';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/why';

const enLabels = { eyebrow: 'Compare', them: 'Other contractors', cards: 'What that means for you' };
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: { eyebrow: 'Comparez', them: 'Autres entrepreneurs', cards: 'Ce que cela change pour vous' },
};

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, whyPath, (locale) => pick({ en, fr }, locale).whyContent.seo);

export default function Why() {
  const locale = useLocale();
  const { whyContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} />
      <section className="section">
        <div className="container">
          <SectionHead title={c.table.title} />
          <ComparisonTable
            caption={c.table.title}
            usLabel="Northrock"
            themLabel={t.them}
            rows={c.table.rows.map((r) => ({ ...r, feature: `${r.icon} ${r.feature}` }))}
          />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container">
          <SectionHead title={t.cards} />
          <CardGrid items={c.cards} columns={3} />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
