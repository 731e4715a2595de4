import { listActivity, restoreContentVersion, restoreVersionInput } from '@northrock/core/activity';
import { activityHistory, contentRestorers } from '@northrock/core/registry';
import type { RouteDef } from '../../http/route';
import { activityPageRecord, restoredRecord } from './activity.records';

const text = { type: 'string' };

export const activityRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/admin/activity',
    tag: 'Activity',
    summary: 'The back office activity history, newest first',
    auth: true,
    query: [
      { name: 'actor_id', description: 'Only this account (id)', schema: { type: 'integer' } },
      { name: 'entity_type', description: 'Only this kind of item (Service, BlogPost, AdminUser, Session, ...)', schema: text },
      { name: 'entity_id', description: "With entity_type: one item's history", schema: text },
      { name: 'from', description: 'From this UTC day (YYYY-MM-DD)', schema: { type: 'string', format: 'date' } },
      { name: 'to', description: 'Up to this UTC day, included', schema: { type: 'string', format: 'date' } },
      { name: 'page', description: 'Page, from 1', schema: { type: 'integer' } },
      { name: 'page_size', description: 'Entries per page (default 50, at most 100)', schema: { type: 'integer' } },
    ],
    response: { status: 200, description: 'One page of entries and the total', schema: activityPageRecord },
    errors: [401, 422],
    handler: ({ em, req }) => listActivity(em, req.query, activityHistory()),
  },
  {
    method: 'post',
    path: '/admin/activity/{id}/restore',
    tag: 'Activity',
    summary: 'Restore the content item version of an entry (itself recorded as a restore)',
    description:
      'The item gets the fields it had after the entry (for a delete entry: before it, as a new item), or with ' +
      '`{"version": "before"}` those it had just before an update, through its normal update: the same validation and ' +
      'slug rules, and the public pages show it at once. The body is optional.',
    auth: true,
    idParams: ['id'],
    body: restoreVersionInput,
    response: { status: 200, description: 'The item restored', schema: restoredRecord },
    errors: [401, 404, 409, 422],
    handler: ({ em, params, req }) => restoreContentVersion(em, contentRestorers(), Number(params.id), req.body ?? {}),
  },
];
