import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from '../lead';

/** Who a chase e-mails: the lead's owner, the admins, the admins' morning digest, or the owner's follow-up reminder. */
export const chaseKinds = ['owner', 'admins', 'digest', 'followup'] as const;
export type ChaseKind = (typeof chaseKinds)[number];

/**
 * One chase of one lead (docs/admin.md, "The response clock and the chase"). Written by the
 * sweep when it falls due, with its outbox row; `sent_at` once e-mailed, `cancelled_at` when
 * the lead was answered before it went out. Unique per lead and kind: at most once, ever.
 */
const LeadChaseSchema = defineEntity({
  name: 'LeadChase',
  tableName: 'lead_chases',
  uniques: [{ properties: ['lead', 'kind'] }],
  properties: {
    id: p.integer().primary(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade'),
    kind: p.enum(chaseKinds as unknown as string[]),
    /** A digest's office date (`YYYY-MM-DD`): the leads of one night share one e-mail. */
    batch: p.string().length(10).nullable(),
    /** When it fell due by the office clock. */
    due_at: p.datetime(),
    created_at: p.datetime().onCreate(() => new Date()),
    sent_at: p.datetime().nullable(),
    cancelled_at: p.datetime().nullable(),
    /** The addresses it went to. */
    recipients: p.json<string[]>().nullable(),
  },
});
export class LeadChase extends LeadChaseSchema.class {}
LeadChaseSchema.setClass(LeadChase);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const leadChaseEntities = [LeadChaseSchema];
