export { Service, ServiceSchema } from './service.entity';
export { serviceInput } from './service.schemas';
export { getServiceBySlug, serviceCrud } from './service.service';
