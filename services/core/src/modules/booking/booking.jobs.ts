import { z } from 'zod';
import { defineJob, jobCatalogue } from '../../platform/queue-contracts';

/** The booking's jobs (handlers: booking.handlers.ts; docs/pipeline.md, "Bookings: invitations and reminders"). */

/** The calendar invitation of one visit at one SEQUENCE (REQUEST, or CANCEL once cancelled), to the homeowner and the estimator, once each. */
export const sendInvitationJob = defineJob('booking.send-invitation', z.object({ visit_id: z.uuid(), sequence: z.number().int().min(0) }));
/** Every minute: queues the reminders that fell due, from PostgreSQL alone. */
export const reminderSweepJob = defineJob('booking.reminder-sweep', z.object({}));
/** One reminder (a day or two hours before), once, unless its visit was moved or cancelled meanwhile. */
export const sendReminderJob = defineJob('booking.send-reminder', z.object({ reminder_id: z.number().int().positive() }));

export const bookingJobs = jobCatalogue(sendInvitationJob, reminderSweepJob, sendReminderJob);
