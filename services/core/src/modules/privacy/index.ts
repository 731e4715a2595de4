export { applyRetention, eraseLead, ERASED_NAME, type RetentionResult } from './privacy.service';
