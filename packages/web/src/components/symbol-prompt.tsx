/** The dashed note a page shows in place of what it cannot show yet. */
export const NOTE_CLASS =
  'rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400';

/** A one-stock page's body before a stock is chosen: "Select a Stock to View {what}" and how to choose one. */
export function SymbolPrompt({ what }: { what: string }) {
  return (
    <div className={NOTE_CLASS}>
      <p className="font-semibold text-slate-900 dark:text-white">{`Select a Stock to View ${what}`}</p>
      <p className="mt-1 text-sm">Type a symbol above and press Enter, or pick one from the list.</p>
    </div>
  );
}
