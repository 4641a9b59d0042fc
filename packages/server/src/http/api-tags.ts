/** The groups of the API document, each route in one, in the order the reference lists them. */
export const API_TAGS = {
  backtest: 'Back-test',
  screens: 'Screens',
  market: 'Market data',
  live: 'Live market',
  playStore: 'Play Store',
  operations: 'Operations',
  document: 'Documentation',
} as const;

type ApiTag = (typeof API_TAGS)[keyof typeof API_TAGS];

/** What each group holds, for the document. */
export const API_TAG_DESCRIPTIONS: Record<ApiTag, string> = {
  'Back-test': 'Strategies run on adjusted prices, on one symbol or on every listed symbol of a sector.',
  Screens: 'The dashboard screens, computed once per data version, and the ones that take a symbol.',
  'Market data': 'Symbols, sectors and prices, as the stock page and the back-test read them.',
  'Live market': "Today's candles from the live source, and how the polling goes.",
  'Play Store': 'Google Play search, app details and daily downloads.',
  Operations: 'Health checks and metrics, for a load balancer and a scraper.',
  Documentation: 'This document.',
};
