import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ScanSpec, scanFromSearch, scanSearch } from '../../lib/scan-link';

/**
 * The scan the page's address holds, and its change: every edit rewrites the address (replacing the entry, so that
 * Back leaves the page), so that the address is always the scan's shareable link.
 */
export function useScanSpec(): [ScanSpec, (change: Partial<ScanSpec>) => void] {
  const [params, setParams] = useSearchParams();
  const spec = useMemo(() => scanFromSearch(params), [params]);
  const change = useCallback(
    (next: Partial<ScanSpec>) =>
      setParams((current) => new URLSearchParams(scanSearch({ ...scanFromSearch(current), ...next })), {
        replace: true,
      }),
    [setParams],
  );
  return [spec, change];
}
