import {
  FIBONACCI_LEVELS_FAILED_MESSAGE,
  SUPPORT_RESISTANCE_FAILED_MESSAGE,
  TECHNICAL_RATINGS_FAILED_MESSAGE,
} from '@nepse/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fibonacciLevelsQuery } from '../features/fibonacci-levels/api/fibonacci-levels-query';
import {
  stockFibonacciQuery,
  stockPivotsQuery,
  stockRatingsQuery,
} from '../features/stock/api/side-card-queries';
import { supportResistanceQuery } from '../features/support-resistance/api/support-resistance-query';
import { technicalRatingsQuery } from '../features/technical-ratings/api/technical-ratings-query';

/*
 * The stock page's side cards ask for the answers of three screens from their own api/ (a feature imports no
 * other feature). Only app/ sees both, so this is where they are held to one answer: the same key (so the cache
 * serves either page), the same address and the same failure text.
 */
interface SharedAnswer {
  name: string;
  /** The screen's key and the card's, for a symbol. */
  keys: (symbol: string) => [readonly unknown[], readonly unknown[]];
  /** Runs the screen's query and the card's, each with a client of its own. */
  fetch: (symbol: string) => [Promise<unknown>, Promise<unknown>];
  message: string;
}

/** A client of its own for each call, so that one call's failure does not answer the other. */
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const SHARED: SharedAnswer[] = [
  {
    name: 'Technical Ratings',
    keys: (s) => [technicalRatingsQuery(s).queryKey, stockRatingsQuery(s).queryKey],
    fetch: (s) => [client().fetchQuery(technicalRatingsQuery(s)), client().fetchQuery(stockRatingsQuery(s))],
    message: TECHNICAL_RATINGS_FAILED_MESSAGE,
  },
  {
    name: 'Support & Resistance',
    keys: (s) => [supportResistanceQuery(s).queryKey, stockPivotsQuery(s).queryKey],
    fetch: (s) => [client().fetchQuery(supportResistanceQuery(s)), client().fetchQuery(stockPivotsQuery(s))],
    message: SUPPORT_RESISTANCE_FAILED_MESSAGE,
  },
  {
    name: 'Fibonacci Levels',
    keys: (s) => [fibonacciLevelsQuery(s).queryKey, stockFibonacciQuery(s).queryKey],
    fetch: (s) => [client().fetchQuery(fibonacciLevelsQuery(s)), client().fetchQuery(stockFibonacciQuery(s))],
    message: FIBONACCI_LEVELS_FAILED_MESSAGE,
  },
];

describe("the screens' answers that the stock page shows beside its chart", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(SHARED)(
    '$name: the screen and the card share the key, the address and the failure text',
    async ({ keys, fetch, message }) => {
      const [screenKey, cardKey] = keys('NABIL');
      expect(cardKey).toEqual(screenKey);
      expect(cardKey).not.toEqual(keys('NICA')[0]);
      const asked: string[] = [];
      vi.stubGlobal('fetch', async (input: URL | string) => {
        const url = new URL(String(input));
        asked.push(`${url.pathname}${url.search}`);
        return new Response('{}', { status: 500 });
      });
      const [screen, card] = fetch('NABIL');
      await expect(screen).rejects.toThrow(message);
      await expect(card).rejects.toThrow(message);
      expect(asked).toHaveLength(2);
      expect(asked.every((path) => path === asked[0] && path.includes('NABIL'))).toBe(true);
    },
  );
});
