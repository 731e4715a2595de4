export interface ComparisonTableRow {
  feature: string;
  us: string;
  them: string;
}

/** Feature comparison (spec 3: comparison row = feature, company text, others text). */
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
    <div className="table-wrap">
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
    </div>
  );
}
