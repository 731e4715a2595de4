import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { validate } from '../shared/validate';
import { ContactSubmission } from './contact.entity';
import { contactInput, contactStatusInput } from './contact.schemas';

/** Stores a homeowner's enquiry with status `new`. */
export async function createContact(em: Em, input: unknown): Promise<ContactSubmission> {
  const data = validate(contactInput, input);
  const submission = em.create(ContactSubmission, { ...data, status: 'new' });
  em.persist(submission);
  await em.flush();
  return submission;
}

/** Newest first. */
export function listContacts(em: Em): Promise<ContactSubmission[]> {
  return em.find(ContactSubmission, {}, { orderBy: { created_at: 'desc', id: 'desc' } });
}

/** Any status may be set from any other (spec 4). */
export async function setContactStatus(em: Em, id: number, input: unknown): Promise<ContactSubmission> {
  const { status } = validate(contactStatusInput, input);
  const submission = await em.findOne(ContactSubmission, { id });
  if (!submission) throw AppError.notFound('Contact submission');
  submission.status = status;
  await em.flush();
  return submission;
}
