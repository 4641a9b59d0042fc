import type { StockListEntry } from '@nepse/contract';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { matchStocks, resolveSymbol, STOCK_SEARCH_LIMIT } from '../lib/stock-search';
import { useOwnedText } from '../lib/use-owned-text';
import { classNames } from './class-names';
import { controlClassName } from './field-frame';

/** The list closes this long after the box loses focus, so that a click on a match still lands. */
export const CLOSE_DELAY_MS = 200;

export interface StockSearchBoxProps {
  stocks: readonly StockListEntry[];
  isLoading?: boolean;
  /** What the box holds: a picked symbol, or text as typed (upper-cased). */
  value: string;
  /** Every change of the box: each edit with the text, each pick with the symbol. */
  onChange: (text: string) => void;
  label?: string;
  placeholder?: string;
  maxResults?: number;
}

/**
 * The stock symbol search box: upper-cases what is typed, lists at most 10 stocks whose symbol or name holds
 * it, with their full names; Enter picks the first match or, with none, the typed text; Escape closes the
 * list. The owner hears of every edit, so that what the box shows is what it holds (a text left without Enter
 * is read as Enter would read it, with `resolveSymbol`).
 */
export function StockSearchBox({
  stocks,
  isLoading = false,
  value,
  onChange,
  label = 'Stock symbol',
  placeholder = 'Search for stocks...',
  maxResults = STOCK_SEARCH_LIMIT,
}: StockSearchBoxProps) {
  const id = useId();
  const [text, setText] = useOwnedText(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const matches = useMemo(() => matchStocks(stocks, text, maxResults), [stocks, text, maxResults]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (symbol: string) => {
    const picked = symbol.trim().toUpperCase();
    setText(picked);
    setOpen(false);
    setActive(-1);
    onChange(picked);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      choose(matches[active]?.symbol ?? resolveSymbol(stocks, text));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    }
  };

  let status: string | undefined;
  if (isLoading) status = 'Loading stocks...';
  else if (text.trim() === '') status = 'Start typing to search stocks...';
  else if (matches.length === 0) status = 'No stocks found';

  const listId = `${id}-list`;
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block font-medium text-slate-700 text-sm dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        data-symbol-search=""
        autoComplete="off"
        spellCheck={false}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${id}-option-${active}` : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const typed = event.target.value.toUpperCase();
          setText(typed);
          setOpen(true);
          setActive(-1);
          onChange(typed);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        className={controlClassName(false)}
      />
      {open && (
        <div
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
          data-testid="stock-search-dropdown"
        >
          {status !== undefined ? (
            <p className="px-3 py-2 text-slate-600 text-sm dark:text-slate-400">{status}</p>
          ) : (
            <div id={listId} role="listbox" aria-label="Matching stocks">
              {matches.map((stock, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay in the combobox input (aria-activedescendant)
                <div
                  key={stock.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(stock.symbol)}
                  className={classNames(
                    'flex cursor-pointer flex-col px-3 py-2 text-sm',
                    index === active ? 'bg-primary-soft' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                  )}
                >
                  <span className="font-semibold text-slate-900 dark:text-slate-100">{stock.symbol}</span>
                  <span className="truncate text-slate-600 dark:text-slate-400">{stock.name}</span>
                </div>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
