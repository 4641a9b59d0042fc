import { useQuery } from '@tanstack/react-query';
import { technicalRatingsQuery } from '../../../lib/technical-ratings-query';

/** The chosen symbol's ratings; no call while none is chosen (spec section 4). */
export function useTechnicalRatings(symbol: string | undefined) {
  return useQuery({ ...technicalRatingsQuery(symbol ?? ''), enabled: symbol !== undefined });
}
