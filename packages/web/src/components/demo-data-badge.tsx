/** Every screen on the generated demo market says so: its prices are made up. */
export function DemoDataBadge() {
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-xs dark:bg-amber-400/15 dark:text-amber-200"
      title="Prices on this server are a generated demo market, not real NEPSE trades"
    >
      <span className="size-1.5 rounded-full bg-amber-500" aria-hidden="true" />
      Demo data
    </span>
  );
}
