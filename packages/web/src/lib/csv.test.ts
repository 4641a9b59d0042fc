import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('CSV', () => {
  it('quotes text holding a comma, quote or line break, and leaves null empty', () => {
    expect(csvCell('Hotels, Tourism')).toBe('"Hotels, Tourism"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
  });

  it('ends every line with CRLF', () => {
    expect(
      csvText([
        ['Symbol', 'LTP'],
        ['NABIL', 512.3],
      ]),
    ).toBe('Symbol,LTP\r\nNABIL,512.3\r\n');
  });
});
