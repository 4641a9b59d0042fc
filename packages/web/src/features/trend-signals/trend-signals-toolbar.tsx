import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { CloseIcon } from '../../components/icons';
import { TextInput } from '../../components/text-input';
import { SIGNAL_FILTERS, type SignalFilter } from './signal-filter';

const FILTER_NAMES: Record<SignalFilter, string> = { all: 'All', positive: 'Positive', negative: 'Negative' };

export interface TrendSignalsToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  filter: SignalFilter;
  onFilterChange: (filter: SignalFilter) => void;
  /** Cards shown after the search and the filter. */
  count: number;
}

/** Above the cards: the symbol search with its clear button, the filter buttons and the count. */
export function TrendSignalsToolbar({
  search,
  onSearchChange,
  filter,
  onFilterChange,
  count,
}: TrendSignalsToolbarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="relative w-full sm:w-80">
        <TextInput
          aria-label="Search by symbol"
          placeholder="Search stocks (e.g., NABIL, SANIMA)..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          autoComplete="off"
          className="pr-9"
        />
        {search !== '' && (
          <span className="-translate-y-1/2 absolute top-1/2 right-2">
            <IconButton label="Clear search" onClick={() => onSearchChange('')}>
              <CloseIcon className="size-4" />
            </IconButton>
          </span>
        )}
      </div>
      <fieldset aria-label="Filter signals" className="flex gap-2">
        {SIGNAL_FILTERS.map((f) => (
          <Button
            key={f}
            size="small"
            variant={f === filter ? 'primary' : 'outline'}
            aria-pressed={f === filter}
            onClick={() => onFilterChange(f)}
          >
            {FILTER_NAMES[f]}
          </Button>
        ))}
      </fieldset>
      <p className="py-2 text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
        {count} stocks
      </p>
    </div>
  );
}
