import type { WebLoadContext } from '~/app/load-context';
import { servicesQuery } from '~/features/services/api/services.query';
import { materialsQuery } from '~/features/systems/api/materials.query';
import { testimonialsQuery } from '~/features/testimonials/api/testimonials.query';
import { homeSectionsQuery } from './home-sections.query';

/** Everything the home page lists from the database. */
export async function loadHomeData(graphql: WebLoadContext['graphql']) {
  const [services, materials, testimonials, sections] = await Promise.all([
    graphql(servicesQuery),
    graphql(materialsQuery),
    graphql(testimonialsQuery),
    graphql(homeSectionsQuery),
  ]);
  return { ...services, ...materials, ...testimonials, ...sections };
}
