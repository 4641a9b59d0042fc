import { describe, expect, it } from 'vitest';
import {
  camarillaPivots,
  classicPivots,
  demarkPivots,
  fibonacciPivots,
  PIVOT_LEVEL_NAMES,
  type PivotLevels,
  sessionPivots,
  woodiePivots,
} from './pivot-points';

// The previous session: H 110, L 90, C 103 (open 95, a white candle): PP = (110 + 90 + 103) / 3 = 101, range 20.
const session = { open: 95, high: 110, low: 90, close: 103 };

function expectLevels(actual: PivotLevels, expected: Record<string, number>): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, value] of Object.entries(expected)) {
    expect(actual[name as keyof PivotLevels], name).toBeCloseTo(value, 10);
  }
}

describe('pivot points', () => {
  it('classic: R1 = 2PP - L, S1 = 2PP - H, then PP ± 1, 2, 3 ranges', () => {
    // R1 = 202 - 90, S1 = 202 - 110; R2..R4 = 101 + 20, 40, 60; S2..S4 = 101 - 20, 40, 60.
    expectLevels(classicPivots(session), {
      R4: 161,
      R3: 141,
      R2: 121,
      R1: 112,
      PP: 101,
      S1: 92,
      S2: 81,
      S3: 61,
      S4: 41,
    });
  });

  it('fibonacci: PP ± 0.382, 0.618, 1 range', () => {
    // 0.382 x 20 = 7.64, 0.618 x 20 = 12.36.
    expectLevels(fibonacciPivots(session), {
      R3: 121,
      R2: 113.36,
      R1: 108.64,
      PP: 101,
      S1: 93.36,
      S2: 88.64,
      S3: 81,
    });
  });

  it('camarilla: C ± 1.1 range / 12, 6, 4, 2', () => {
    // 1.1 x 20 = 22: 22 / 12 = 1.8333..., 22 / 6 = 3.6666..., 22 / 4 = 5.5, 22 / 2 = 11, around C = 103.
    expectLevels(camarillaPivots(session), {
      R4: 114,
      R3: 108.5,
      R2: 103 + 22 / 6,
      R1: 103 + 22 / 12,
      PP: 101,
      S1: 103 - 22 / 12,
      S2: 103 - 22 / 6,
      S3: 97.5,
      S4: 92,
    });
  });

  it("woodie: PP from H, L and twice the current session's open", () => {
    // Current open 104: PP = (110 + 90 + 208) / 4 = 102; R1 = 204 - 90; S1 = 204 - 110; R2 = 102 + 20;
    // S2 = 102 - 20; R3 = 110 + 2 (102 - 90) = 134; S3 = 90 - 2 (110 - 102) = 74; R4 = 134 + 20; S4 = 74 - 20.
    expectLevels(woodiePivots(session, 104), {
      R4: 154,
      R3: 134,
      R2: 122,
      R1: 114,
      PP: 102,
      S1: 94,
      S2: 82,
      S3: 74,
      S4: 54,
    });
  });

  it('demark: X weighs the high after a white session, the low after a black one, the close after a doji', () => {
    // White (C 103 > O 95): X = 2 x 110 + 90 + 103 = 413; PP = 103.25; R1 = 206.5 - 90; S1 = 206.5 - 110.
    expectLevels(demarkPivots(session), { R1: 116.5, PP: 103.25, S1: 96.5 });
    // Black (O 106): X = 110 + 2 x 90 + 103 = 393; PP = 98.25; R1 = 196.5 - 90; S1 = 196.5 - 110.
    expectLevels(demarkPivots({ ...session, open: 106 }), { R1: 106.5, PP: 98.25, S1: 86.5 });
    // Doji (O 103): X = 110 + 90 + 2 x 103 = 406; PP = 101.5; R1 = 203 - 90; S1 = 203 - 110.
    expectLevels(demarkPivots({ ...session, open: 103 }), { R1: 113, PP: 101.5, S1: 93 });
  });

  it("matches the values TradingView's scanner published for one session", () => {
    // Published (2 decimals) in the README of the npm package tradingview-api-management (2024-03-08); H, L, C
    // recovered from its Classic R1, S1 and PP, its DeMark formula branch (C > O) from its DeMark levels.
    const published = { open: 60000, high: 63999.4, low: 50909.73, close: 63153.53 };
    const at = (levels: PivotLevels) =>
      PIVOT_LEVEL_NAMES.filter((n) => n !== 'R4' && n !== 'S4').map((n) => levels[n]);
    const near = (actual: (number | undefined)[], expected: number[]) => {
      for (const [k, value] of expected.entries()) expect(actual[k]).toBeCloseTo(value, 1);
    };
    near(
      at(classicPivots(published)),
      [85533.56, 72443.89, 67798.71, 59354.22, 54709.04, 46264.55, 33174.88],
    );
    near(
      at(fibonacciPivots(published)),
      [72443.89, 67443.64, 64354.47, 59354.22, 54353.97, 51264.8, 46264.55],
    );
    near(
      at(camarillaPivots(published)),
      [66753.19, 65553.3, 64353.42, 59354.22, 61953.64, 60753.76, 59553.87],
    );
    const demark = demarkPivots(published);
    near([demark.R1, demark.PP, demark.S1], [70121.3, 60515.51, 57031.63]);
  });

  it("sessionPivots reads the previous session and, for Woodie, the session's own open", () => {
    const bars = {
      open: Float64Array.of(95, 104),
      high: Float64Array.of(110, 108),
      low: Float64Array.of(90, 99),
      close: Float64Array.of(103, 100),
    };
    expect(sessionPivots(bars, 1, 'classic')).toEqual(classicPivots(session));
    expect(sessionPivots(bars, 1, 'fibonacci')).toEqual(fibonacciPivots(session));
    expect(sessionPivots(bars, 1, 'camarilla')).toEqual(camarillaPivots(session));
    expect(sessionPivots(bars, 1, 'demark')).toEqual(demarkPivots(session));
    expect(sessionPivots(bars, 1, 'woodie')?.PP).toBe(102);
    expect(sessionPivots(bars, 0, 'classic')).toBeUndefined();
    expect(sessionPivots(bars, 2, 'classic')).toBeUndefined();
  });

  it('reads an open that is not a real print as the close before it', () => {
    // Three sessions: C 98, then O 95 H 110 L 90 C 103, then an open of 120 that the import repaired.
    const bars = {
      open: Float64Array.of(97, 95, 120),
      high: Float64Array.of(99, 110, 121),
      low: Float64Array.of(96, 90, 99),
      close: Float64Array.of(98, 103, 100),
      noOpen: Uint8Array.of(0, 0, 1),
    };
    // Woodie on session 2 reads the close of session 1, 103, not 120: PP = (110 + 90 + 2 x 103) / 4 = 101.5;
    // R1 = 203 - 90 = 113; S1 = 203 - 110 = 93; R2 = 121.5; S2 = 81.5; R3 = 110 + 2 x 11.5 = 133; S3 = 90 - 17 = 73.
    expectLevels(sessionPivots(bars, 2, 'woodie')!, {
      R4: 153,
      R3: 133,
      R2: 121.5,
      R1: 113,
      PP: 101.5,
      S1: 93,
      S2: 81.5,
      S3: 73,
      S4: 53,
    });
    // With the open real the same session reads 120: PP = (110 + 90 + 240) / 4 = 110.
    expect(sessionPivots({ ...bars, noOpen: Uint8Array.of(0, 0, 0) }, 2, 'woodie')?.PP).toBe(110);
    // DeMark on session 2 reads session 1; flag session 1's open instead and it opens at 98, the close before
    // it: still white (103 > 98), X = 2 x 110 + 90 + 103 = 413. Had its open of 95 been flagged as a copy of a
    // close of 105 before, the session would read black: X = 110 + 2 x 90 + 103 = 393.
    const flaggedBefore = { ...bars, noOpen: Uint8Array.of(0, 1, 0) };
    expect(sessionPivots(flaggedBefore, 2, 'demark')?.PP).toBe(103.25);
    const black = { ...flaggedBefore, close: Float64Array.of(105, 103, 100) };
    expect(sessionPivots(black, 2, 'demark')?.PP).toBe(98.25);
    // Classic reads no open: unchanged by the flag.
    expect(sessionPivots(black, 2, 'classic')).toEqual(classicPivots(session));
  });
});
