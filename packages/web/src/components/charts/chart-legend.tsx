export interface ChartLegendProps {
  label: string;
  /** Name and colour of each line. */
  items: readonly (readonly [string, string])[];
}

/** The names of a chart's lines beside a swatch of their colour. */
export function ChartLegend({ label, items }: ChartLegendProps) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label={label}>
      {items.map(([name, color]) => (
        <li key={name} className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-300">
          <span aria-hidden="true" className="inline-block h-0.5 w-3" style={{ backgroundColor: color }} />
          {name}
        </li>
      ))}
    </ul>
  );
}
