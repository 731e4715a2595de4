/** Dates in the office's own words (Canadian English, local time): "Nov. 22, 2026, 4:57 a.m.". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
}
