import { useSearchParams } from 'react-router';

/**
 * The symbol a one-symbol screen shows, kept in the page address as `?symbol=` (upper-cased; undefined when
 * absent or blank), and a change of it, which adds a history entry so that Back returns to the previous one; a
 * blank symbol removes the parameter.
 */
export function useSymbolParam(): [string | undefined, (symbol: string) => void] {
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol')?.trim().toUpperCase() || undefined;
  const change = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.trim() === '') updated.delete('symbol');
      else updated.set('symbol', next);
      return updated;
    });
  return [symbol, change];
}
