import { useQuery } from '@tanstack/react-query';
import { supportResistanceQuery } from '../../../lib/support-resistance-query';

/** The symbol's pivots and charting pivots (spec section 4: fetched when the screen opens). */
export function useSupportResistance(symbol: string) {
  return useQuery(supportResistanceQuery(symbol));
}
