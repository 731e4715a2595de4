export { applyRetention, eraseAgainAfterRestore, eraseLead, ERASED_NAME, type RetentionResult } from './privacy.service';
