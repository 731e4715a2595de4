import { EstimateActions } from '~/components/sections/estimate-actions';
import { Link } from 'react-router';
import { CheckList } from '~/components/ui/check-list';
import { CardGrid } from '~/components/sections/card-grid';
import { PageHero } from '~/components/sections/page-hero';
import { PageSection } from '~/components/sections/section-head';
import { careersContent as c } from '~/features/careers/content';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/careers';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...c.seo, path: '/careers' });

export default function Careers() {
  return (
    <>
      <PageHero eyebrow="Join our team" title={c.hero.title} lead={c.hero.lead} />
      <PageSection title="Why Work With Us">
        <CardGrid items={c.perks} columns={3} />
      </PageSection>
      <PageSection tone="alt" title="Our Values">
        <CardGrid items={c.values} columns={3} />
      </PageSection>
      <PageSection title="Current Opportunities">
        <div className="grid grid--2">
          {c.roles.map((role) => (
            <article key={role.title} className="card">
              <p className="card__tag">{role.location}</p>
              <h3>{role.title}</h3>
              <p>{role.description}</p>
              <Link className="btn btn-primary btn-sm" to="/contact">
                Apply Now<span className="visually-hidden">: {role.title}</span>
              </Link>
            </article>
          ))}
        </div>
      </PageSection>
      <PageSection tone="alt" title="What We Offer">
        <div className="article">
          <CheckList items={c.offer} />
        </div>
      </PageSection>
      <section className="cta-band">
        <div className="container">
          <h2>{c.banner.title}</h2>
          <p>{c.banner.text}</p>
          <EstimateActions label="Apply Now" light />
        </div>
      </section>
    </>
  );
}
