import { SentEmailSchema } from './sent-email.entity';

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const emailEntities = [SentEmailSchema];
