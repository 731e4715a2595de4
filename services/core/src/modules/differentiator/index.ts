export { DifferentiatorSchema } from './differentiator.entity';
export { differentiatorInput } from './differentiator.schemas';
export { differentiatorCrud } from './differentiator.service';
