import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-records';

describe('parseCsv', () => {
  it('reads the header lower-cased and records with their line numbers', () => {
    const table = parseCsv('\uFEFFSymbol,Date\r\nNABIL,2023-01-02\r\n\r\nADBL , 2023-01-03\r\n');
    expect(table.header).toEqual(['symbol', 'date']);
    expect([...table.records]).toEqual([
      { line: 2, cells: ['NABIL', '2023-01-02'] },
      { line: 4, cells: ['ADBL', '2023-01-03'] },
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted cells', () => {
    const table = parseCsv(
      'symbol,name,pct\nGBBD85,"Garima Debenture, 2085","1,020.00"\nX,"say ""hi""",1\nY,"two\nlines",2\nZ,z,3',
    );
    expect([...table.records]).toEqual([
      { line: 2, cells: ['GBBD85', 'Garima Debenture, 2085', '1,020.00'] },
      { line: 3, cells: ['X', 'say "hi"', '1'] },
      { line: 4, cells: ['Y', 'two\nlines', '2'] },
      { line: 6, cells: ['Z', 'z', '3'] },
    ]);
  });
});
