import type { CandlestickPatternItem, CandlestickPatternsResponse, PatternType } from '@nepse/contract';
import { classNames } from '../../components/class-names';

/** The sidebar's groups in the spec's order, with their headings and empty texts. */
export const PATTERN_GROUPS: readonly { type: PatternType; heading: string; empty: string }[] = [
  { type: 'bullish', heading: 'Bullish Patterns', empty: 'No bullish patterns detected' },
  { type: 'bearish', heading: 'Bearish Patterns', empty: 'No bearish patterns detected' },
  { type: 'indecision', heading: 'Indecision', empty: 'No indecision patterns detected' },
];

export interface PatternSidebarProps {
  groups: CandlestickPatternsResponse;
  /** The chosen pattern's name, highlighted. */
  chosen: string | undefined;
  onChoose: (pattern: string) => void;
}

/** The day's patterns in three groups, each pattern with the number of stocks showing it. */
export function PatternSidebar({ groups, chosen, onChoose }: PatternSidebarProps) {
  return (
    <div className="space-y-5">
      {PATTERN_GROUPS.map(({ type, heading, empty }) => (
        <section key={type} aria-labelledby={`pattern-group-${type}`}>
          <h2
            id={`pattern-group-${type}`}
            className="mb-2 font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400"
          >
            {heading}
          </h2>
          {groups[type].length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-400">{empty}</p>
          ) : (
            <ul className="space-y-1">
              {groups[type].map((item) => (
                <li key={item.pattern}>
                  <PatternButton item={item} chosen={item.pattern === chosen} onChoose={onChoose} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function PatternButton({
  item,
  chosen,
  onChoose,
}: {
  item: CandlestickPatternItem;
  chosen: boolean;
  onChoose: (pattern: string) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={() => onChoose(item.pattern)}
      className={classNames(
        'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-primary',
        chosen
          ? 'bg-primary font-semibold text-white'
          : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
      )}
    >
      <span>{item.pattern}</span>
      <span
        className={classNames(
          'rounded-full px-2 py-0.5 font-semibold text-xs tabular-nums',
          chosen
            ? 'bg-white/20 text-white'
            : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
        )}
      >
        {item.count}
        <span className="sr-only"> stocks</span>
      </span>
    </button>
  );
}
