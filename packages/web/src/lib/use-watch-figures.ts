import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { screenQuery } from './screen-query';

/** How often a tab asks whether the data moved to a new version (an unchanged answer is a 304). */
export const DATA_CHECK_MS = 60_000;

/**
 * The watchlist's figures (each traded stock's previous 52-week high), asked again every minute: its data date
 * moving is a new data version, and every screen's answer is then asked for again.
 */
export function useWatchFigures() {
  const client = useQueryClient();
  const figures = useQuery({ ...screenQuery('watchlist'), refetchInterval: DATA_CHECK_MS });
  const dataDate = figures.data?.dataDate;
  const seenDate = useRef(dataDate);
  useEffect(() => {
    if (dataDate === undefined || seenDate.current === dataDate) return;
    if (seenDate.current !== undefined) void client.invalidateQueries({ queryKey: ['screens'] });
    seenDate.current = dataDate;
  }, [client, dataDate]);
  return figures;
}
