import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { useStockList } from '../lib/use-stock-list';
import { StockSearchBox } from './stock-search-box';

export interface SymbolPickerProps {
  /** The symbol shown now. */
  value: string;
  /** A symbol chosen: Enter in the box (as the box reads it) or a click on a match. */
  onPick: (symbol: string) => void;
  /** Enter on a blank box; without it a blank Enter does nothing. */
  onClear?: () => void;
  /** The box's label; 'Stock symbol' when not given. */
  label?: string;
  /** The spec's "Type stock symbol (e.g., NABIL) and press Enter..." when not given. */
  placeholder?: string;
}

/**
 * The stock search box of a one-symbol screen: it hears of each edit, and acts only when the person chooses,
 * by Enter or a click on a match (both reach the box's owner here, after the box has read the choice).
 */
export function SymbolPicker({
  value,
  onPick,
  onClear,
  label,
  placeholder = 'Type stock symbol (e.g., NABIL) and press Enter...',
}: SymbolPickerProps) {
  const { stocks, isLoading } = useStockList();
  // The box's latest text, read when the Enter or the click it handled bubbles up here.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const pick = () => {
    const symbol = latest.current.trim().toUpperCase();
    if (symbol !== '') onPick(symbol);
    else onClear?.();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the events are the box's own, caught as they bubble
    <div
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') pick();
      }}
      onClick={(event: MouseEvent) => {
        if ((event.target as Element).closest('[role="option"]')) pick();
      }}
    >
      <StockSearchBox
        stocks={stocks}
        isLoading={isLoading}
        value={value}
        onChange={(next) => {
          latest.current = next;
        }}
        label={label}
        placeholder={placeholder}
      />
    </div>
  );
}
