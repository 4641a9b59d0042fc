import type { TrendSignal } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { filterTrendSignals, sectionsShown } from './signal-filter';

const record = (symbol: string, positive: number, negative: number): TrendSignal => ({
  symbol,
  positiveSignals: ['Close above SMA 20', 'Supertrend (10, 3) up'].slice(
    0,
    positive,
  ) as TrendSignal['positiveSignals'],
  negativeSignals: ['Close below SMA 50'].slice(0, negative) as TrendSignal['negativeSignals'],
  ltp: 100,
  sector: null,
});

const RECORDS = [record('NABIL', 2, 1), record('SANIMA', 0, 1), record('NICA', 1, 0)];
const symbols = (rows: TrendSignal[]) => rows.map((r) => r.symbol);

describe('filterTrendSignals', () => {
  it('keeps every record on All, those with a positive signal on Positive, a negative one on Negative', () => {
    expect(symbols(filterTrendSignals(RECORDS, '', 'all'))).toEqual(['NABIL', 'SANIMA', 'NICA']);
    expect(symbols(filterTrendSignals(RECORDS, '', 'positive'))).toEqual(['NABIL', 'NICA']);
    expect(symbols(filterTrendSignals(RECORDS, '', 'negative'))).toEqual(['NABIL', 'SANIMA']);
  });

  it('searches the symbol in any case, with the filter', () => {
    expect(symbols(filterTrendSignals(RECORDS, 'iC', 'all'))).toEqual(['NICA']);
    expect(symbols(filterTrendSignals(RECORDS, ' a ', 'negative'))).toEqual(['NABIL', 'SANIMA']);
    expect(filterTrendSignals(RECORDS, 'iC', 'negative')).toEqual([]);
  });
});

describe('sectionsShown', () => {
  it('shows only the bullish section on Positive, only the bearish one on Negative, both on All', () => {
    expect(sectionsShown('positive')).toEqual({ bullish: true, bearish: false });
    expect(sectionsShown('negative')).toEqual({ bullish: false, bearish: true });
    expect(sectionsShown('all')).toEqual({ bullish: true, bearish: true });
  });
});
