import { API_PATHS, NO_SECTOR_ID, sectorListResponseSchema } from '@nepse/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DatePicker } from '../../components/date-picker';
import { SelectBox } from '../../components/select-box';
import { StockSearchBox } from '../../components/stock-search-box';
import { apiGet } from '../../lib/api-client';
import { useFormatDate } from '../../lib/calendar-system';
import { FIRST_PRICE_DATE, fiscalYearsCovering } from '../../lib/fiscal-year';
import { useStockList } from '../../lib/use-stock-list';
import { PortfolioSettings } from './portfolio-settings';
import { RunSettings } from './run-settings';
import { dateRangeProblem } from './strategy-checks';
import type { StrategyState } from './strategy-state';

const NO_SECTOR_OPTION = { value: NO_SECTOR_ID, label: 'Select a Sector' };
const CUSTOM_RANGE = '';

/** The fiscal-year presets: each year of the prices, its range ending today at the latest (none runs ahead). */
function fiscalYearPresets(today: string) {
  return fiscalYearsCovering(FIRST_PRICE_DATE, today).map((year) => ({
    ...year,
    to: year.to < today ? year.to : today,
  }));
}

export interface ConfigurationSectionProps {
  strategy: StrategyState;
  today: string;
  onChange: (change: Partial<StrategyState>) => void;
}

/**
 * The Configuration block: stock symbol, sector and the date range, then the run's settings. The symbol box
 * and the sector exclude each other, so the page never shows a choice the run ignores. A fiscal year (Shrawan to
 * Asar) sets both dates at once; the choice shows while the range is exactly that year.
 */
export function ConfigurationSection({ strategy, today, onChange }: ConfigurationSectionProps) {
  const { stocks, isLoading } = useStockList();
  const writeDate = useFormatDate();
  const sectors = useQuery({
    queryKey: ['sectors'],
    queryFn: ({ signal }) => apiGet(API_PATHS.sectors, { schema: sectorListResponseSchema, signal }),
  });
  const sectorOptions = sectors.data?.data.map((s) => ({ value: s.id, label: s.name })) ?? [NO_SECTOR_OPTION];
  // Some forty calendar conversions: once, not on every keystroke in the form.
  const fiscalYears = useMemo(() => fiscalYearPresets(today), [today]);
  const fiscalYear = fiscalYears.find((y) => y.from === strategy.from && y.to === strategy.to);

  return (
    <section
      aria-labelledby="configuration-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="configuration-title" className="mb-4 font-semibold text-lg text-slate-900 dark:text-white">
        Configuration
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <StockSearchBox
          stocks={stocks}
          isLoading={isLoading}
          value={strategy.stockSymbol}
          // Changing the stock symbol resets the sector.
          onChange={(stockSymbol) => onChange({ stockSymbol, sector: NO_SECTOR_ID })}
        />
        <SelectBox
          label="Select Sector"
          options={sectorOptions}
          value={strategy.sector}
          // As a symbol resets the sector, a sector clears the symbol box.
          onChange={(sector) => onChange(sector === NO_SECTOR_ID ? { sector } : { sector, stockSymbol: '' })}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 font-medium text-slate-700 text-sm dark:text-slate-200">Date Range</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <DatePicker
            label="From"
            value={strategy.from}
            today={today}
            onChange={(from) => onChange({ from })}
          />
          <DatePicker
            label="To"
            value={strategy.to}
            today={today}
            error={dateRangeProblem(strategy.from, strategy.to, writeDate)}
            onChange={(to) => onChange({ to })}
          />
          <SelectBox
            label="Fiscal Year"
            options={[
              { value: CUSTOM_RANGE, label: 'Custom range' },
              ...fiscalYears.map((y) => ({ value: y.from, label: y.label })),
            ]}
            value={fiscalYear?.from ?? CUSTOM_RANGE}
            onChange={(from) => {
              const year = fiscalYears.find((y) => y.from === from);
              if (year) onChange({ from: year.from, to: year.to });
            }}
          />
        </div>
      </fieldset>
      {strategy.sector !== NO_SECTOR_ID && <PortfolioSettings strategy={strategy} onChange={onChange} />}
      <RunSettings strategy={strategy} onChange={onChange} />
    </section>
  );
}
