import { formatOfficeTime } from '@northrock/core/brand';

/** Dates in the office's own words and clock, wherever the admin reads them: "Thu Nov 26, 2026, 2:31 a.m. EST". */
export function formatDateTime(iso: string): string {
  return formatOfficeTime(iso, { withYear: true });
}
