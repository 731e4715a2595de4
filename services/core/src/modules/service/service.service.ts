import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { defineCrud } from '../shared';
import { Service } from './service.entity';
import { serviceInput } from './service.schemas';

export const serviceCrud = defineCrud({
  entity: Service,
  label: 'Service',
  input: serviceInput,
  orderBy: { order: 'asc', id: 'asc' },
  unique: ['slug'],
});

/** The service of `/services/{slug}`. */
export async function getServiceBySlug(em: Em, slug: string): Promise<Service> {
  const service = await em.findOne(Service, { slug });
  if (!service) throw AppError.notFound('Service');
  return service;
}
