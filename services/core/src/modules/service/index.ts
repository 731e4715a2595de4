export { Service, ServiceSchema } from './service.entity';
export { serviceInput } from './service.schemas';
export { serviceCrud } from './service.service';
