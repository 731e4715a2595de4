import { UploadSchema } from './upload.entity';

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const photoEntities = [UploadSchema];
