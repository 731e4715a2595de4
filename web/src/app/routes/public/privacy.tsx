import { webContext } from '~/app/load-context';
import { PageHero } from '~/components/sections/page-hero';
import { CardGrid } from '~/components/sections/card-grid';
import { PageSection } from '~/components/sections/section-head';
import { TableRegion } from '~/components/ui/table-region';
import * as en from '~/features/privacy/content';
import * as fr from '~/features/privacy/content.fr';
import { pick, type Locale } from '~/lib/locale';
import { telHref } from '~/lib/phone';
import { useSiteSettings } from '~/lib/site-settings';
import { localizedPageMeta } from '~/lib/localized-page-meta';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/privacy';

const enLabels = {
  eyebrow: 'Privacy',
  kept: 'What we keep, and why',
  periods: 'How long we keep it',
  table: 'How long each kind of information is kept',
  what: 'Information',
  howLong: 'How long',
};
const labels: Record<Locale, typeof enLabels> = {
  en: enLabels,
  fr: {
    eyebrow: 'Confidentialité',
    kept: 'Ce que nous conservons, et pourquoi',
    periods: 'Combien de temps nous le gardons',
    table: 'Durée de conservation de chaque type de renseignement',
    what: 'Renseignement',
    howLong: 'Durée',
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) =>
  localizedPageMeta(matches, location.pathname, '/privacy', (locale) => pick({ en, fr }, locale).privacyContent.seo);

export function loader({ context }: Route.LoaderArgs) {
  return { retention: context.get(webContext).retention };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { privacyContent: c } = pick({ en, fr }, locale);
  const t = labels[locale];
  const settings = useSiteSettings();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={c.hero.title} lead={c.hero.lead} actions={false} />
      <PageSection title={t.kept}>
        <CardGrid items={c.kept} columns={3} />
      </PageSection>
      <PageSection tone="alt" title={t.periods}>
        <TableRegion label={t.table}>
          <table className="compare">
            <caption className="visually-hidden">{t.table}</caption>
            <thead>
              <tr>
                <th scope="col">{t.what}</th>
                <th scope="col">{t.howLong}</th>
              </tr>
            </thead>
            <tbody>
              {c.periods(loaderData.retention).map((p) => (
                <tr key={p.what}>
                  <th scope="row">{p.what}</th>
                  <td>{p.howLong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      </PageSection>
      <PageSection title={c.rights.title}>
        <p>{c.rights.body}</p>
        {settings ? (
          <p>
            <a href={telHref(settings.phone)}>{settings.phone}</a> · <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
        ) : null}
      </PageSection>
    </>
  );
}
