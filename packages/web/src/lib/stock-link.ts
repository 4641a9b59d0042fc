/** The stock page of `symbol` (ours, DESIGN section 4): where every screen's symbol leads. */
export const STOCK_PATH = '/dashboard/stock/';

export function stockLinkFor(symbol: string): string {
  return `${STOCK_PATH}${encodeURIComponent(symbol)}`;
}
