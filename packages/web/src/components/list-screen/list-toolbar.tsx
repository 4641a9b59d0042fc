import type { ReactNode } from 'react';
import { Button } from '../button';
import { SelectBox } from '../select-box';
import { TextInput } from '../text-input';
import { SECTOR_OPTIONS } from './sector-options';

export interface ListToolbarProps {
  /** The screen's own controls, first. */
  filters?: ReactNode;
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  sector: string;
  onSectorChange: (sector: string) => void;
  /** Rows shown after the search and the sector. */
  count: number;
  onDownload: () => void;
}

/** Above a list screen's table: the symbol search, the sector filter, the count and the CSV download. */
export function ListToolbar({
  filters,
  search,
  onSearchChange,
  searchPlaceholder,
  sector,
  onSectorChange,
  count,
  onDownload,
}: ListToolbarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {filters}
      <div className="w-full sm:w-64">
        <TextInput
          type="search"
          aria-label="Search by symbol"
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="w-full sm:w-60">
        <SelectBox aria-label="Sector" options={SECTOR_OPTIONS} value={sector} onChange={onSectorChange} />
      </div>
      <p className="py-2 text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
        {count} stocks
      </p>
      <Button variant="outline" size="small" className="ml-auto" onClick={onDownload} disabled={count === 0}>
        Download CSV
      </Button>
    </div>
  );
}
