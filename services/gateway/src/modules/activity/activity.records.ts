import { z } from 'zod';
import { activityActions } from '@northrock/core/activity';
import { activityEntityTypes } from '@northrock/core/registry';

// The shapes both transports answer with: REST documents them in OpenAPI, GraphQL builds its types from them.

/** One field of an entry: the value before and after as text (JSON for anything but text), "[redacted]" for secrets. */
export const activityChangeRecord = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const activityEntryRecord = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime(),
  actor_id: z.number().int().nullable().describe('The account that did it; null for a failed sign-in'),
  actor_username: z.string().describe('Its username at the time'),
  action: z.string().describe(Object.keys(activityActions).join(', ')),
  entity_type: z.string().describe(`${Object.keys(activityEntityTypes()).join(', ')} (the content types of the registry, then the rest)`),
  entity_id: z.string().nullable(),
  label: z.string().describe("The item's title or name at the time (for a failed sign-in: the username tried)"),
  changes: z.array(activityChangeRecord),
  restorable: z.boolean().describe('A content version that restoreContentVersion can put back'),
  restorable_before: z.boolean().describe('An update whose previous version restoreContentVersion can put back (version: before)'),
  restored_from: z.number().int().nullable().describe('For a restore: the entry whose version was put back'),
});

export const activityPageRecord = z.object({
  items: z.array(activityEntryRecord),
  total: z.number().int().describe('Entries matching the filters (all pages)'),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const restoredRecord = z.object({
  entity_type: z.string(),
  entity_id: z.string().describe('The item restored (a new id when the entry was a delete)'),
});
