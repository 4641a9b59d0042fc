import { formatPrice } from '../../../lib/format';
import type { WatchAlert } from '../../../lib/watch-alert';

/** What an alert waits for, in words. */
export function alertSentence(alert: WatchAlert): string {
  switch (alert.kind) {
    case 'price':
      return `${alert.symbol}: price crosses ${alert.direction} ${formatPrice(alert.level)}`;
    case 'scan':
      return `${alert.symbol}: matches the scan "${alert.name}"`;
    case 'pattern':
      return `${alert.symbol}: forms ${alert.pattern ?? 'any candlestick pattern'}`;
    case 'rating':
      return `${alert.symbol}: technical rating changes${alert.band ? ` (now ${alert.band})` : ''}`;
  }
}
