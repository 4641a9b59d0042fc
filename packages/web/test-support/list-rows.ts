import type { ListColumn } from '../src/components/list-screen/list-column';

/** Rows and columns the list-screen tests share. */
export interface TestRow {
  symbol: string;
  sector: string | null;
  change: number;
  volume: number;
  price: number;
}

export const ROWS: TestRow[] = [
  { symbol: 'NABIL', sector: 'Commercial Bank', change: 150.456, volume: 120_000, price: 512.3 },
  { symbol: 'AHPC', sector: 'Hydro Power', change: 320, volume: 8_500, price: 250 },
  { symbol: 'UPPER', sector: 'Hydro Power', change: 150.456, volume: 2_000_000, price: 180.125 },
  { symbol: 'SANIMA', sector: null, change: 101, volume: 40_000, price: 300 },
];

export const COLUMNS: ListColumn<TestRow>[] = [
  { id: 'symbol', header: 'Symbol', kind: 'text', value: (r) => r.symbol },
  { id: 'change', header: 'Volume Increase (%)', kind: 'percent', value: (r) => r.change },
  { id: 'volume', header: "Today's Volume", kind: 'count', value: (r) => r.volume },
  { id: 'price', header: 'LTP', kind: 'price', value: (r) => r.price },
];
