/** The fixed bottom bar: Gainers, Losers and Total Stocks of all records, under the screen, not the menu. */
export function LiveBottomBar({
  gainers,
  losers,
  total,
}: {
  gainers: number;
  losers: number;
  total: number;
}) {
  return (
    <section
      aria-label="Market breadth"
      className="fixed right-0 bottom-0 left-[var(--content-left,0px)] z-20 transition-[left] duration-200 flex justify-center gap-6 border-slate-200 border-t bg-white/95 px-4 py-2 text-sm backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      <span className="text-emerald-700 dark:text-emerald-400">
        Gainers: <strong>{gainers}</strong>
      </span>
      <span className="text-red-700 dark:text-red-400">
        Losers: <strong>{losers}</strong>
      </span>
      <span className="text-slate-700 dark:text-slate-200">
        Total Stocks: <strong>{total}</strong>
      </span>
    </section>
  );
}
