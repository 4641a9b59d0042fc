/**
 * Headers every screen answer carries beside its spec-shaped body (a spec list is never wrapped):
 * - `dataDate`: the market's latest session (ISO date) the screen was computed on;
 * - `expectedDate`: the last session the NEPSE trading calendar expects by now (Nepal time); a data date behind
 *   it means stale data (an old import, a stopped feed), which every page warns about with both dates;
 * - `dataKind`: `demo` for the generated demo market, `imported` for real data.
 */
export const SCREEN_HEADERS = {
  dataDate: 'x-data-date',
  expectedDate: 'x-expected-date',
  dataKind: 'x-data-kind',
} as const;
