import type { Transaction } from '@nepse/contract';

/** Which prices a table shows: as traded on the day (a broker statement's), or adjusted for later issues. */
export type PriceBasis = 'traded' | 'adjusted';

export interface Fill {
  price: number;
  quantity: number;
}

/**
 * A trade's buy in the chosen prices. The adjusted ones stand in for the traded ones when the server sent none
 * (they are equal when no bonus or right issue followed the trade). Shares are whole traded shares: the lot
 * bought, or in adjusted prices the shares held at the sale.
 */
export function buyFill(t: Transaction, basis: PriceBasis): Fill {
  return basis === 'traded'
    ? { price: t.buy_price_traded ?? t.buy_price, quantity: t.buy_quantity_traded ?? t.quantity }
    : { price: t.buy_price, quantity: t.quantity };
}

/** A trade's sale (an open one's last close) in the chosen prices: the shares sold may outnumber those bought. */
export function sellFill(t: Transaction, basis: PriceBasis): Fill {
  return basis === 'traded'
    ? { price: t.sell_price_traded ?? t.sell_price, quantity: t.sell_quantity_traded ?? t.quantity }
    : { price: t.sell_price, quantity: t.quantity };
}

const EXIT_REASON_LABELS = {
  signal: 'Sell signal',
  'stop-loss': 'Stop-loss',
  'take-profit': 'Take-profit',
  'trailing-stop': 'Trailing stop',
} as const;

/** Why a trade closed, in the page's words; undefined while it is open or when the server did not say. */
export function exitReasonLabel(t: Transaction): string | undefined {
  return t.exit_reason ? EXIT_REASON_LABELS[t.exit_reason] : undefined;
}
