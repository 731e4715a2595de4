import { jobCatalogue } from '../../platform/queue-contracts';
import { confirmHomeownerJob, notifyStaffJob, processLeadPhotosJob } from '../lead';

/**
 * The jobs of a lead's pipeline (handlers: lead-pipeline.handlers.ts): the three steps declared
 * by ../lead (intake writes their outbox rows: ../lead/lead-outbox.ts). Each arriving photo's job is ../photo's.
 */
export const leadPipelineJobs = jobCatalogue(processLeadPhotosJob, notifyStaffJob, confirmHomeownerJob);
