import type { ChartingPivot, SupportResistanceResponse } from '@nepse/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { formatPrice } from '../../lib/format';

interface ChartingRow extends ChartingPivot {
  side: 'Resistance' | 'Support';
}

const column = createColumnHelper<ChartingRow>();
const COLUMNS = [
  column.accessor((row) => `${row.side} (${row.name})`, {
    id: 'type',
    header: 'Type',
    // The swing's session in the chosen calendar; the AD value above sorts the column.
    cell: (info) => (
      <>
        {info.row.original.side} (<DateText date={info.row.original.name} />)
      </>
    ),
  }),
  column.accessor('value', { header: 'Value (Rs)', cell: (info) => formatPrice(info.getValue()) }),
];

/** The charting pivots as a price ladder: resistances from the highest down, then supports from the highest. */
export function chartingRows(chart: SupportResistanceResponse['pivot_chart']): ChartingRow[] {
  return [
    ...chart.resistance.map((p): ChartingRow => ({ ...p, side: 'Resistance' })).reverse(),
    ...chart.support.map((p): ChartingRow => ({ ...p, side: 'Support' })),
  ];
}

/** The Charting Pivots table (Type, Value (Rs) to 2 decimals). */
export function ChartingPivotsTable({ chart }: { chart: SupportResistanceResponse['pivot_chart'] }) {
  return (
    <DataTable
      data={chartingRows(chart)}
      columns={COLUMNS}
      caption="Charting Pivots"
      emptyMessage="No charting pivot data found."
      getRowId={(row) => `${row.side}-${row.name}`}
    />
  );
}
