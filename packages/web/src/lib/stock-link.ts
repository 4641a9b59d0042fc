/** The stock page of `symbol` (ours): where every screen's symbol leads. */
export const STOCK_PATH = '/dashboard/stock/';

export function stockLinkFor(symbol: string): string {
  return `${STOCK_PATH}${encodeURIComponent(symbol)}`;
}
