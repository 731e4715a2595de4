/** "November 22, 2026" — fixed locale and zone so server and browser render the same text. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' }).format(new Date(iso));
}
