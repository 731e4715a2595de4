import { TableRegion } from '~/components/ui/table-region';

export interface ComparisonTableRow {
  feature: string;
  us: string;
  them: string;
}

/**
 * Feature comparison (docs/product.md §3: comparison row = feature, company text, others text). The
 * table scrolls sideways on a narrow phone, so its container is a named, focusable region:
 * keyboard users can scroll it too (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function ComparisonTable({
  caption,
  usLabel,
  themLabel,
  rows,
}: {
  caption: string;
  usLabel: string;
  themLabel: string;
  rows: readonly ComparisonTableRow[];
}) {
  return (
    <TableRegion label={caption}>
      <table className="compare">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">{usLabel}</th>
            <th scope="col">{themLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <td className="us">{row.us}</td>
              <td>{row.them}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
