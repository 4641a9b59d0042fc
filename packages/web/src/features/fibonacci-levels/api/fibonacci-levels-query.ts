import { useQuery } from '@tanstack/react-query';
import { fibonacciLevelsQuery } from '../../../lib/fibonacci-levels-query';

/** The chosen symbol's Fibonacci levels; nothing is asked before a symbol is chosen. */
export function useFibonacciLevels(symbol: string | undefined) {
  return useQuery({ ...fibonacciLevelsQuery(symbol ?? ''), enabled: symbol !== undefined });
}
