import { SUPPORT_RESISTANCE_METHODS, type SupportResistanceResponse } from '@nepse/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table';
import { formatPrice } from '../../lib/format';

type PivotRow = SupportResistanceResponse['pivots'][number];

const column = createColumnHelper<PivotRow>();
const COLUMNS = [
  column.accessor('name', { header: 'Type' }),
  ...SUPPORT_RESISTANCE_METHODS.map((method, k) =>
    column.accessor((row) => row.values[k]?.value ?? null, {
      id: method,
      header: method,
      cell: (info) => formatPrice(info.getValue()),
    }),
  ),
];

/** The Pivots table, one row per level (R3 down to S3), one column per method. */
export function PivotsTable({ rows }: { rows: PivotRow[] }) {
  return <DataTable data={rows} columns={COLUMNS} caption="Pivots" getRowId={(row) => row.name} />;
}
