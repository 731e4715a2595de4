import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder';
import './scalars';
// Each domain declares its types and operations next to it; importing them registers them.
import '../modules/site-settings/site-settings.graphql';
import '../modules/office-hours/office-hours.graphql';
import '../modules/content/content.graphql';
import '../modules/blog/blog.graphql';
import '../modules/lead/lead.graphql';
import '../modules/lead/lead-desk.graphql';
import '../modules/lead/lead-owner.graphql';
import '../modules/lead/lead-outcome.graphql';
import '../modules/lead/lead-reply.graphql';
import '../modules/admin/sessions.graphql';
import '../modules/admin/accounts.graphql';
import '../modules/admin/two-factor.graphql';
import '../modules/admin/dashboard.graphql';
import '../modules/backup/backup.graphql';
import '../modules/admin/lead-performance.graphql';
import '../modules/admin/booking-figures.graphql';
import '../modules/live-leads/live-leads.graphql';
import '../modules/activity/activity.graphql';
import '../modules/web-vitals/web-vitals.graphql';
import '../modules/booking/booking.graphql';
import '../modules/review/review.graphql';

builder.queryType({ description: 'Reads. Admin fields need `Authorization: Bearer <access_token>` (UNAUTHENTICATED otherwise).' });
builder.mutationType({ description: 'Writes. Admin fields need the bearer token; login and submitContact are public.' });
builder.subscriptionType({ description: 'Live updates for the admin (bearer token), over server-sent events: POST with `Accept: text/event-stream`.' });

export const schema: GraphQLSchema = builder.toSchema();

/** The checked-in `services/gateway/schema.graphql`: sorted, so a diff shows only real changes. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
