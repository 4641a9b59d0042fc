/** The premium marker of a menu item. */
export function ProBadge() {
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 font-bold text-[0.65rem] text-amber-900 uppercase leading-none tracking-wide dark:bg-amber-400/20 dark:text-amber-200">
      Pro
    </span>
  );
}
