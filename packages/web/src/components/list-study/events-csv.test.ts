import { describe, expect, it } from 'vitest';
import { eventsCsvIn } from './events-csv';

// As the server writes it: LF line ends, an event on the last session has no entry.
const SERVER_CSV = [
  'symbol,date,entryDate,entryOpen,return1Percent',
  'NABIL,2026-11-26,2026-11-27,512.5,1.25',
  'UPPER,2026-11-27,,,',
  '',
].join('\n');

describe('eventsCsvIn', () => {
  it("leaves the server's CSV as it is in AD", () => {
    expect(eventsCsvIn(SERVER_CSV, 'ad')).toBe(SERVER_CSV);
  });

  it('adds the BS date after each AD date column in BS, an empty entry staying empty', () => {
    // 27 November 2026 is Mangsir 11, 2083 BS (Mangsir 1 fell on 17 November), so the 26th is Mangsir 10.
    expect(eventsCsvIn(SERVER_CSV, 'bs')).toBe(
      [
        'symbol,date,dateBs,entryDate,entryDateBs,entryOpen,return1Percent',
        'NABIL,2026-11-26,2083-08-10,2026-11-27,2083-08-11,512.5,1.25',
        'UPPER,2026-11-27,2083-08-11,,,,',
        '',
      ].join('\r\n'),
    );
  });
});
