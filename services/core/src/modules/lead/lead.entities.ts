import { LeadSchema } from './lead.entity';

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const leadEntities = [LeadSchema];
