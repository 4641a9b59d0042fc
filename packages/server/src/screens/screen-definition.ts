import type { ScreenMarket } from '@nepse/core';
import type { z } from 'zod';
import type { MarketSnapshot } from '../market/market-snapshot';

/** What a screen is computed from: core's view of the day's universe, and the snapshot for names and sectors. */
export interface ScreenInput {
  readonly market: ScreenMarket;
  readonly snapshot: MarketSnapshot;
}

/**
 * A read-only screen of the dashboard: its API path (spec section 7), its answer's contract schema, and the
 * function that computes the answer once per data version. Adding a screen = one definition in `screens.ts`.
 */
export interface ScreenDefinition<Answer> {
  readonly path: string;
  /** Lower-case name for logs, e.g. "volume shockers". */
  readonly name: string;
  readonly schema: z.ZodType<Answer>;
  compute(input: ScreenInput): Answer;
}

/** A definition with its answer type erased, so that the registry can hold screens of different answers. */
export type AnyScreen = ScreenDefinition<unknown>;

/** Keeps the answer type while the definition is written, then erases it for the registry. */
export function defineScreen<Answer>(screen: ScreenDefinition<Answer>): AnyScreen {
  return screen as AnyScreen;
}
