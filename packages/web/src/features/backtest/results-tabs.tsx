import { classNames } from '../../components/class-names';

/** The views of a run's results: its own figures, or the robustness of its parameters. */
export type ResultsTab = 'results' | 'robustness';

const TABS = [
  ['results', 'Results'],
  ['robustness', 'Robustness'],
] as const;

/** The tab list over a run's results (per-stock runs and a portfolio share it). */
export function ResultsTabs({ tab, onChange }: { tab: ResultsTab; onChange: (tab: ResultsTab) => void }) {
  return (
    <div
      role="tablist"
      aria-label="Results views"
      className="flex gap-2 border-slate-200 border-b dark:border-slate-800"
    >
      {TABS.map(([key, label]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={tab === key}
          onClick={() => onChange(key)}
          className={classNames(
            '-mb-px border-b-2 px-3 py-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary',
            tab === key
              ? 'border-primary text-primary'
              : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
