/**
 * Messages that both the server and the pages write: the server answers them as `{ error }` and the pages show
 * them (or check the same thing first and say it in the same words). One owner each, so that the two never drift.
 */

/** The spec's toast when a back-test names neither a stock nor a sector; the server refuses such a run the same way. */
export const NO_TARGET_MESSAGE = 'Please select a stock or a sector';

/** The spec's toast for an empty or whitespace-only Play Store search; the server refuses such a query the same way. */
export const EMPTY_QUERY_MESSAGE = 'Please enter a search query';

/** The stock page's heading for a symbol the market does not have. */
export const UNKNOWN_SYMBOL = 'Unknown symbol';

/** A symbol the market does not have, as the server refuses it and the stock page shows it under its heading. */
export const unknownSymbolMessage = (symbol: string): string => `${UNKNOWN_SYMBOL} "${symbol}".`;

/** A symbol without prices (the levels screens, the ratings, the bars). */
export const noPricesMessage = (symbol: string): string => `No prices for symbol "${symbol}".`;

/** A symbol left blank, in a path or a query. */
export const SYMBOL_REQUIRED_MESSAGE = 'A symbol is required.';

/**
 * A date range that runs backwards, dates `YYYY-MM-DD`: the words that name the problem. The server ends the
 * sentence there; the page's field adds how to fix it.
 */
export const fromAfterTo = (from: string, to: string): string => `From (${from}) is after To (${to})`;
