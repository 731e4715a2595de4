import { chartPeriods, type ChartPeriod } from '@northrock/core/browser';

/** The dashboard panels' period picker: the last 7, 30 or 90 days. */
export function PeriodSelect({ label, days, onChange }: { label: string; days: ChartPeriod; onChange(days: ChartPeriod): void }) {
  return (
    <label className="chart-panel__period">
      <span>{label}</span>
      <select value={days} onChange={(e) => onChange(Number(e.target.value) as ChartPeriod)}>
        {chartPeriods.map((d) => (
          <option key={d} value={d}>
            Last {d} days
          </option>
        ))}
      </select>
    </label>
  );
}
