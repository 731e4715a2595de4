/** A week's Monday (`YYYY-MM-DD`, UTC) as the charts and their tables show it: "Nov 16". */
export const weekLabel = (week: string) => new Date(`${week}T00:00:00Z`).toLocaleDateString('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });
