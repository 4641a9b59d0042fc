import type { ScanCondition, ScanStock, ScanValue } from '@nepse/contract';
import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';
import { conditionKindOf, conditionNameOf } from '../../lib/scan-condition';
import { conditionTitle } from './condition-card';

/** A condition's value as its cell shows it: a number as it is, a pattern's `true` as Yes, unknown as a dash. */
function cellValue(value: ScanValue | undefined): string | number {
  if (typeof value === 'number') return value;
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return '-';
}

/** The heading of a condition's column: its place, and a filter's value label or the rule's name. */
function valueHeader(condition: ScanCondition, i: number): string {
  const kind = conditionKindOf(conditionNameOf(condition));
  return `${i + 1}. ${kind?.kind === 'filter' ? kind.definition.valueLabel : conditionTitle(condition)}`;
}

/**
 * The results' columns: the symbol (its stock page), LTP, change, change %, volume, then one column a condition
 * with the figure it compared, in the scan's order.
 */
export function scanColumns(conditions: readonly ScanCondition[]): ListColumn<ScanStock>[] {
  return [
    symbolColumn(),
    { id: 'ltp', header: 'LTP', kind: 'price', value: (row) => row.ltp },
    { id: 'change', header: 'CH', kind: 'price', value: (row) => row.change ?? '-' },
    { id: 'changePercent', header: 'CH %', kind: 'percent', value: (row) => row.changePercent ?? '-' },
    { id: 'volume', header: 'Volume', kind: 'count', value: (row) => row.volume },
    ...conditions.map(
      (condition, i): ListColumn<ScanStock> => ({
        id: `value${i + 1}`,
        header: valueHeader(condition, i),
        kind: 'price',
        value: (row) => cellValue(row.values[i]),
      }),
    ),
  ];
}
