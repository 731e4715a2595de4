import { adminFetch } from '~/features/admin-kit/lib/admin-fetch';

/** REST, not GraphQL: a file download (services/gateway/src/modules/lead/lead-desk.rest.ts). */
const CONTACTS_EXPORT_PATH = '/api/admin/contacts/export';

/** Downloads the leads matching the filters as a CSV file. */
export async function exportContacts(filter: { status: string; search: string; spam?: boolean; source?: string; owner?: string }): Promise<void> {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.spam) query.set('spam', 'true');
  if (filter.search) query.set('search', filter.search);
  if (filter.source) query.set('source', filter.source);
  if (filter.owner) query.set('owner', filter.owner);
  const res = await adminFetch(`${CONTACTS_EXPORT_PATH}?${query.toString()}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
