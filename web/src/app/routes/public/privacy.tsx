import { webContext } from '~/app/load-context';
import { PageHero } from '~/components/sections/page-hero';
import { CardGrid } from '~/components/sections/card-grid';
import { PageSection } from '~/components/sections/section-head';
import { TableRegion } from '~/components/ui/table-region';
import { privacyContent as c } from '~/features/privacy/content';
import { telHref } from '~/lib/phone';
import { useSiteSettings } from '~/lib/site-settings';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...c.seo, path: '/privacy' });

export function loader({ context }: Route.LoaderArgs) {
  return { retention: context.get(webContext).retention };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <>
      <PageHero eyebrow="Privacy" title={c.hero.title} lead={c.hero.lead} actions={false} />
      <PageSection title="What we keep, and why">
        <CardGrid items={c.kept} columns={3} />
      </PageSection>
      <PageSection tone="alt" title="How long we keep it">
        <TableRegion label="How long each kind of information is kept">
          <table className="compare">
            <caption className="visually-hidden">How long each kind of information is kept</caption>
            <thead>
              <tr>
                <th scope="col">Information</th>
                <th scope="col">How long</th>
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
