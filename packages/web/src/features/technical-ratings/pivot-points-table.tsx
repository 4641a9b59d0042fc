import { RATING_PIVOT_METHOD_NAMES, type RatingPivotRowBody } from '@nepse/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table';
import { formatPrice } from '../../lib/format';

const column = createColumnHelper<RatingPivotRowBody>();
const COLUMNS = [
  column.accessor('name', { header: 'Name' }),
  ...RATING_PIVOT_METHOD_NAMES.map((method) =>
    column.accessor((row) => row.values.find((v) => v.name === method)?.value ?? null, {
      id: method,
      header: method,
      cell: (info) => formatPrice(info.getValue()),
    }),
  ),
];

/** A Name column and one per method, rows R3 down to S3; a level a method lacks shows "—". */
export function PivotPointsTable({ rows }: { rows: RatingPivotRowBody[] }) {
  return <DataTable data={rows} columns={COLUMNS} caption="Pivot Points" getRowId={(row) => row.name} />;
}
