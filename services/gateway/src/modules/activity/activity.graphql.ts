import { listActivity, restoreContentVersion, restoreVersionInput, restoreVersions } from '@northrock/core/activity';
import { activityEntityTypes, activityHistory, contentRestorers } from '@northrock/core/registry';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue } from '../../graphql/crud-operations';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { activityChangeRecord, activityEntryRecord, activityPageRecord, restoredRecord } from './activity.records';

enumFromValues('ActivityEntityType', Object.keys(activityEntityTypes()), 'The kinds of item the activity history names.');
objectTypeFromZod('ActivityChange', activityChangeRecord, { description: 'One field of an entry, before and after.' });
objectTypeFromZod('ActivityEntry', activityEntryRecord, { description: 'One admin write, sign-in or sign-out.' });
const ActivityPageType = objectTypeFromZod('ActivityPage', activityPageRecord, { description: 'One page of the activity history, newest first.' });
const RestoredType = objectTypeFromZod('RestoredContent', restoredRecord, { description: 'The content item a restore wrote.' });
enumFromValues('RestoreVersion', restoreVersions, 'after: the item as the entry left it; before: as it was just before that update.');
const RestoreVersionInput = inputTypeFromZod('RestoreVersionInput', restoreVersionInput, 'Which version of the entry to restore.');
const ActivityFilter = inputTypeFromZod('ActivityFilter', activityHistory().listQuery, 'Filters of the activity history.');

builder.queryField('activity', (t) =>
  t.field({
    type: ActivityPageType,
    authScopes: adminOnly,
    description: 'The back office activity history (admin): who changed what and when, newest first.',
    args: { filter: t.arg({ type: ActivityFilter, required: false }) },
    resolve: (_root, args, ctx) => listActivity(ctx.em, inputValue({ ...(args.filter ?? {}) }), activityHistory()),
  }),
);

builder.mutationField('restoreContentVersion', (t) =>
  t.field({
    type: RestoredType,
    authScopes: adminOnly,
    description: 'Put a content item back as it was after an entry of its history, or just before an update (recorded as a restore).',
    args: { entryId: t.arg.int({ required: true }), input: t.arg({ type: RestoreVersionInput, required: false }) },
    resolve: (_root, args, ctx) => restoreContentVersion(ctx.em, contentRestorers(), args.entryId, inputValue({ ...(args.input ?? {}) })),
  }),
);
