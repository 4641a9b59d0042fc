import {
  type PrecomputedScreenKey,
  SCREEN_KEYS,
  SCREEN_MANIFEST,
  type ScreenAnswerOf,
  type ScreenDeclaration,
  type ScreenKey,
  screenPath,
} from '@nepse/contract';
import type { ScreenMarket } from '@nepse/core';
import type { z } from 'zod';
import type { MarketSnapshot } from '../market/market-snapshot';

/** What a screen is computed from: core's view of the day's universe, and the snapshot for names and sectors. */
export interface ScreenInput {
  readonly market: ScreenMarket;
  readonly snapshot: MarketSnapshot;
}

/**
 * A read-only screen of the dashboard as the server keeps it: its API path, its answer's contract schema (both from
 * the screen manifest), and the function that computes the answer once per data version.
 */
export interface ScreenDefinition<Answer> {
  readonly path: string;
  /** Lower-case name for logs and the "could not be computed" message, e.g. "volume shockers". */
  readonly name: string;
  readonly schema: z.ZodType<Answer>;
  compute(input: ScreenInput): Answer;
}

/** A definition with its answer type erased, so that the registry can hold screens of different answers. */
export type AnyScreen = ScreenDefinition<unknown>;

/** How the server computes the answer of the manifest's screen `K`, typed by that screen's schema. */
export type ScreenCompute<K extends PrecomputedScreenKey> = (input: ScreenInput) => ScreenAnswerOf<K>;

/** One computation for every screen the manifest marks precomputed: a missing one fails to compile. */
export type ScreenComputes = { readonly [K in PrecomputedScreenKey]: ScreenCompute<K> };

const isPrecomputed = (key: ScreenKey): key is PrecomputedScreenKey =>
  (SCREEN_MANIFEST[key] as ScreenDeclaration).api?.precomputed === true;

/** The registry's definitions: each precomputed screen of the manifest, in its order, with its computation. */
export function screenDefinitions(computes: ScreenComputes): AnyScreen[] {
  return SCREEN_KEYS.filter(isPrecomputed).map((key) => {
    const { menuName, api } = SCREEN_MANIFEST[key];
    return {
      path: screenPath(key),
      name: menuName.toLowerCase(),
      schema: api.schema,
      compute: computes[key] as AnyScreen['compute'],
    };
  });
}
