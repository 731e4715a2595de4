import { describe, expect, it } from 'vitest';
import { jobNames, startJobWorkers, type JobHandlers } from '@northrock/core/registry';

const idle = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, async () => undefined])) as unknown as JobHandlers;
const options = { redisUrl: 'redis://127.0.0.1:1' };

describe('the worker refuses to boot', () => {
  it('when a job of the registry has no handler (it would never run)', () => {
    const handlers = idle(jobNames.filter((n) => n !== 'housekeeping.sweep'));
    expect(() => startJobWorkers(handlers, options)).toThrow('No handler for job(s): housekeeping.sweep');
  });

  it('when a handler names no job of the registry (a renamed job)', () => {
    const handlers = idle([...jobNames, 'upload.prune']);
    expect(() => startJobWorkers(handlers, options)).toThrow('Handler(s) for no known job: upload.prune');
  });

  it('the registry lists every module job and the worker-owned sweep', () => {
    expect([...jobNames].sort()).toEqual([
      'backup.sweep',
      'booking.reminder-sweep',
      'booking.send-invitation',
      'booking.send-reminder',
      'contact.confirm-homeowner',
      'contact.notify-staff',
      'contact.process-photos',
      'content-image.encode',
      'housekeeping.sweep',
      'lead-chase.digest',
      'lead-chase.send',
      'lead-chase.sweep',
      'lead.send-reply',
      'outbox.reconcile',
      'photo-intake.storage-full',
      'review.low-rating',
      'review.send-request',
      'review.sweep',
      'upload.process-photo',
    ]);
  });
});
