import { freshSignalLinkedRule } from '@nepse/contract';
import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';
import type { LinkedStrategy } from '../../lib/backtest-link';
import type { FreshSignalRow } from './api/fresh-indicator-signals-query';

/** The back-test strategy of a group: buy on the event's rule, sell on its mirror; undefined for an unknown group. */
export function groupStrategy(key: string | undefined): LinkedStrategy | undefined {
  const buy = key === undefined ? undefined : freshSignalLinkedRule(key, 'buy');
  const sell = key === undefined ? undefined : freshSignalLinkedRule(key, 'sell');
  return buy && sell ? { buy, sell } : undefined;
}

/**
 * Fresh Indicator Signals: the table's columns; a symbol opens its stock page, and the Back-test link beside
 * it the back-test page with it chosen and the group's rules filled in.
 */
export function freshSignalColumns(
  strategy: LinkedStrategy | undefined,
): readonly ListColumn<FreshSignalRow>[] {
  return [
    symbolColumn(strategy),
    { id: 'ltp', header: 'LTP (Rs)', kind: 'price', value: (row) => row.ltp },
    { id: 'change', header: 'CH', kind: 'price', value: (row) => row.change },
    { id: 'changePercent', header: 'CH %', kind: 'percent', value: (row) => row.changePercent },
  ];
}
