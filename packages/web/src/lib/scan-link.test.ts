import { NO_SECTOR_ID } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import {
  decodeCondition,
  encodeCondition,
  type ScanSpec,
  scanFromSearch,
  scannerLinkFor,
  scanSearch,
} from './scan-link';

describe('a scan in the address', () => {
  it('writes a condition as its name and the fields that differ from its defaults', () => {
    expect(encodeCondition({ filter: 'volume-ratio', multiple: '2', sessions: '7' })).toBe('volume-ratio');
    expect(encodeCondition({ filter: 'volume-ratio', multiple: '3', sessions: '7' })).toBe(
      'volume-ratio(multiple=3)',
    );
    expect(encodeCondition({ filter: 'price', min: '100', max: '' })).toBe('price(min=100)');
    expect(
      encodeCondition({
        name: 'RSI',
        condition: '<',
        trigger: 'while',
        rsi_length: '14',
        rsi_value: '30',
        source: 'close',
      }),
    ).toBe('RSI(condition=%3C,rsi_value=30)');
    // A bearish pattern that completes: its entry, the page's default for every pattern but the Doji.
    expect(encodeCondition({ name: 'Bearish Engulfing', pattern_type: 'bearish' })).toBe('Bearish Engulfing');
    expect(encodeCondition({ name: 'Doji', pattern_type: 'indecision' })).toBe('Doji(condition)');
  });

  it('reads a condition back: its defaults, then the written fields; a field marked alone is dropped', () => {
    expect(decodeCondition('volume-ratio(multiple=3)')).toEqual({
      filter: 'volume-ratio',
      multiple: '3',
      sessions: '7',
    });
    expect(decodeCondition('RSI(condition=%3C,rsi_value=30)')).toEqual({
      name: 'RSI',
      condition: '<',
      trigger: 'while',
      rsi_length: '14',
      rsi_value: '30',
      source: 'close',
    });
    expect(decodeCondition('Doji(condition)')).toEqual({ name: 'Doji', pattern_type: 'indecision' });
    expect(decodeCondition('Bullish')).toEqual({
      name: 'Bullish',
      pattern_type: 'bullish',
      general_pattern: true,
    });
    expect(decodeCondition('NOT A RULE(x=1)')).toBeUndefined();
  });

  it('round-trips a whole scan through its query, in order, with match, sector and session', () => {
    const spec: ScanSpec = {
      conditions: [
        { filter: 'price', min: '100', max: '500' },
        {
          name: 'SMA',
          condition: '>',
          trigger: 'starts',
          value: '200',
          source: 'close',
          sma_source: 'close',
        },
        { name: 'Hammer', pattern_type: 'bullish' },
      ],
      match: 'any',
      sector: '4',
      date: '2025-06-01',
    };
    const search = scanSearch(spec);
    expect(search).toBe(
      'condition=price%28min%3D100%2Cmax%3D500%29&condition=SMA%28trigger%3Dstarts%2Cvalue%3D200%29&condition=Hammer&match=any&sector=4&date=2025-06-01',
    );
    expect(scanFromSearch(new URLSearchParams(search))).toEqual(spec);
  });

  it('keeps the defaults for what an address leaves out or gets wrong, and drops unknown conditions', () => {
    expect(
      scanFromSearch(
        new URLSearchParams('condition=nope&condition=turnover&match=some&sector=999&date=2025-02-30'),
      ),
    ).toEqual({
      conditions: [{ filter: 'turnover', min: '10000000' }],
      match: 'all',
      sector: NO_SECTOR_ID,
      date: '',
    });
  });

  it('links the Scanner with conditions filled in, every field written', () => {
    expect(scannerLinkFor([{ filter: 'breakout', lookback: '50', within: '5' }])).toBe(
      '/dashboard/scanner?condition=breakout%28lookback%3D50%2Cwithin%3D5%29',
    );
    const link = scannerLinkFor([{ filter: 'range-width', percent: '10', sessions: '20' }]);
    expect(scanFromSearch(new URL(link, 'http://x').searchParams).conditions).toEqual([
      { filter: 'range-width', percent: '10', sessions: '20' },
    ]);
  });
});
