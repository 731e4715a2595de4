import { leadStatuses, type LeadStatus } from '@northrock/core/browser';

/** The dropdown's words for each status (docs/product.md §2.4: New / Contacted / Resolved). */
const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  resolved: 'Resolved',
};

/** The `<option>`s of a status dropdown. */
export function StatusOptions() {
  return (
    <>
      {leadStatuses.map((value) => (
        <option key={value} value={value}>
          {statusLabels[value]}
        </option>
      ))}
    </>
  );
}
