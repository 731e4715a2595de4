import { defineEntity, p } from '@mikro-orm/core';
import { idColumn } from '../shared';
import { Lead } from '../lead';

/**
 * An internal note on a lead (who wrote what, when). Append-only: the trail of what staff did
 * about a lead is worth more than the ability to tidy it.
 */
const LeadNoteSchema = defineEntity({
  name: 'ContactNote',
  tableName: 'contact_notes',
  properties: {
    ...idColumn,
    // Its column keeps the old word (contact_id): a rename would be a migration nobody needs.
    lead: () => p.manyToOne(Lead).fieldName('contact_id').deleteRule('cascade').index().hidden(),
    /** The admin's username at the time of writing (kept if the account is renamed). */
    author: p.string().length(64),
    body: p.text(),
    /** `note`, or a `call`, `email` or `visit` made to the homeowner (those answer the lead: its clock stops). */
    kind: p.enum(['note', 'call', 'email', 'visit']).default('note'),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export class LeadNote extends LeadNoteSchema.class {}
LeadNoteSchema.setClass(LeadNote);
export { LeadNoteSchema };
