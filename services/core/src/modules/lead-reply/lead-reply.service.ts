import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { inLocale, validate, type Locale } from '../shared';
import { assertLeadNotErased, changeLead, Lead, recordFirstResponse } from '../lead';
import { greetingName } from '../lead-pipeline';
import { addOutboxJob } from '../outbox';
import { fillReplyPlaceholders, replyTemplateCrud, type ReplyPlaceholder } from '../reply-template';
import { getSiteSettings } from '../site-settings';
import { LeadReply } from './lead-reply.entity';
import { leadReplyDraftQuery, leadReplyInput } from './lead-reply.schemas';
import { replyJobPayload, replyOutboxRef, sendReplyJob } from './lead-reply.jobs';

/** Who sends a reply (the signed-in account). */
export interface ReplyAuthor {
  username: string;
}

/**
 * Only a homeowner who wrote to the company is ever e-mailed, and only about that enquiry:
 * no reply to a lead whose data was erased, nor to one the spam defence holds back.
 */
function assertRepliable(lead: Lead): void {
  assertLeadNotErased(lead);
  if (lead.spam_at) throw new AppError('VALIDATION', 'This lead is held back as spam: release it first ("Not spam"), then reply');
}

async function placeholderValues(em: Em, lead: Lead): Promise<Record<ReplyPlaceholder, string>> {
  const settings = await getSiteSettings(em);
  return { name: greetingName(lead.name) || 'there', company: settings.company_name };
}

const replySubject = (lead: Lead) => (/^re:/i.test(lead.subject.trim()) ? lead.subject.trim() : `Re: ${lead.subject.trim()}`).slice(0, 200);

/**
 * A reply's starting text: "Re: <the lead's subject>" and the template's body with the homeowner's
 * first name and the company filled in, in the homeowner's language unless asked otherwise (a
 * template without French gives its English). `language` says which one the body is in.
 */
export async function replyDraft(em: Em, leadId: number, query: unknown): Promise<{ subject: string; body: string; language: Locale }> {
  const { template_id, language: asked } = validate(leadReplyDraftQuery, query);
  const lead = await em.findOne(Lead, { id: leadId });
  if (!lead) throw AppError.notFound('Contact submission');
  assertRepliable(lead);
  const wanted: Locale = asked ?? (lead.language === 'fr' ? 'fr' : 'en');
  const template = template_id ? await replyTemplateCrud.get(em, template_id) : null;
  if (!template) return { subject: replySubject(lead), body: '', language: wanted };
  const language: Locale = wanted === 'fr' && template.body_fr ? 'fr' : 'en';
  const body = inLocale({ body: template.body, body_fr: template.body_fr ?? null }, language).body;
  return { subject: replySubject(lead), body: fillReplyPlaceholders(body, await placeholderValues(em, lead)), language };
}

/**
 * Queues a reply to the homeowner: the row (`queued`) and its job's outbox row in one
 * transaction, and the lead's first response (the clock stops). The same `client_id` again
 * answers the reply it made, whatever else the request says: a client's retry never sends twice.
 */
export async function queueReply(em: Em, leadId: number, author: ReplyAuthor, input: unknown): Promise<LeadReply> {
  const data = validate(leadReplyInput, input);
  try {
    // The lead locked: two sends of one client_id to it wait for each other, and the second finds the first.
    return await changeLead(em, { id: leadId }, async (tx, lead) => {
      const earlier = await tx.findOne(LeadReply, { client_id: data.client_id });
      if (earlier) return sameLead(earlier, lead);
      assertRepliable(lead);
      const values = await placeholderValues(tx, lead);
      const now = new Date();
      const reply = tx.create(LeadReply, {
        client_id: data.client_id,
        lead,
        author: author.username,
        subject: fillReplyPlaceholders(data.subject, values),
        body: fillReplyPlaceholders(data.body, values),
        status: 'queued',
        error: null,
        created_at: now,
        sent_at: null,
      });
      recordFirstResponse(lead, 'reply', now);
      await tx.flush();
      addOutboxJob(tx, { job: sendReplyJob, payload: replyJobPayload(reply), ref: replyOutboxRef(reply.id) });
      return reply;
    });
  } catch (err) {
    // The same client_id sent for another lead at the same moment.
    if (err instanceof UniqueConstraintViolationException) throw usedElsewhere();
    throw err;
  }
}

const usedElsewhere = () => new AppError('CONFLICT', 'This client_id belongs to a reply to another lead: make a new one for each reply');

function sameLead(reply: LeadReply, lead: Lead): LeadReply {
  if (reply.lead.id !== lead.id) throw usedElsewhere();
  return reply;
}

/** A lead's replies, oldest first (404 for an unknown lead). */
export async function listLeadReplies(em: Em, leadId: number): Promise<LeadReply[]> {
  if (!(await em.count(Lead, { id: leadId }))) throw AppError.notFound('Contact submission');
  return em.find(LeadReply, { lead: leadId }, { orderBy: { created_at: 'asc', id: 'asc' } });
}

/** The replies of several leads at once (one query for a page of cards). */
export async function repliesByLead(em: Em, leadIds: readonly number[]): Promise<Map<number, LeadReply[]>> {
  const rows = await em.find(LeadReply, { lead: { $in: [...leadIds] } }, { orderBy: { created_at: 'asc', id: 'asc' } });
  const byLead = new Map<number, LeadReply[]>();
  for (const row of rows) byLead.set(row.lead.id, [...(byLead.get(row.lead.id) ?? []), row]);
  return byLead;
}

/** What both edges answer for a reply. */
export function leadReplyView(r: LeadReply) {
  return {
    id: r.id,
    client_id: r.client_id,
    subject: r.subject,
    body: r.body,
    author: r.author,
    status: r.status as LeadReply['status'],
    error: r.error ?? null,
    created_at: r.created_at,
    sent_at: r.sent_at ?? null,
  };
}
