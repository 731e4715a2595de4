import { adminFetch } from '~/features/admin-kit/lib/admin-fetch';

/**
 * The queue dashboard (jobs, failed deliveries, retries) opens through a one-minute
 * ticket, since a link cannot carry the bearer token (docs/pipeline.md).
 */
export async function openQueueDashboard(): Promise<void> {
  const res = await adminFetch('/api/admin/queue-dashboard', { method: 'POST' });
  const { url } = (await res.json()) as { url: string };
  window.location.assign(url);
}
