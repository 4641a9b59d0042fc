import {
  BEARISH_PATTERNS,
  BULLISH_PATTERNS,
  defaultIndicatorRule,
  defaultPatternRule,
  FILL_MODES,
  GENERAL_PATTERNS,
  generalPatternRule,
  INDICATOR_RULES,
  SECTORS,
  type Side,
  type StrategyRule,
} from '@nepse/contract';
import fc from 'fast-check';

/**
 * Test support: fast-check arbitraries that mix valid-looking values with hostile ones (wrong types, extreme
 * numbers, number words, long and oddly encoded text, bad dates, path tricks, deep JSON) for the hostile-input
 * property tests of every route.
 */

/** Numbers at the edges of a double and of safe integers. */
const edgeNumber = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    -0,
    0,
    2 ** 53 + 1,
    -(2 ** 53 + 1),
    Number.MIN_VALUE,
    1e-320,
    0.5,
    -1,
    1e12 + 1,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Texts a careless `Number()` or `parseFloat` reads wrongly or as a non-finite number. */
const numberText = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '9007199254740993',
  '0x10',
  '1_000',
  '1,000',
  ' 5 ',
  '+5',
  '.5',
  '5.',
  '',
  ' ',
  '١٢٣',
  '５',
);

/** A 100 KB text: a symbol, a date or a name nobody types. */
const LONG_TEXT = 'A'.repeat(100_000);

/** A plausible name with a control character or half a surrogate pair inside, which some stores refuse. */
const controlText = fc
  .tuple(
    fc.constantFrom('eSewa', 'NABIL', ''),
    fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'),
  )
  .map(([text, control]) => `${text}${control}${text}`);

/** Texts that break naive handling: control characters, encodings left undecoded, bidi marks, emoji, injections. */
const oddText = fc.oneof(
  controlText,
  fc.constantFrom(
    '\u0000',
    '%00',
    '%ff',
    '%c0%af',
    '\u202e',
    '\u200f',
    '\ufeff',
    '🚀',
    '😀'.repeat(40),
    'ﷺ',
    '../../etc/passwd',
    '..\\..\\',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; DROP TABLE bars; --',
    '__proto__',
    'constructor',
    'toString',
    '\r\n',
    ' nabil ',
    'nabil',
    'A'.repeat(20_000),
    LONG_TEXT,
  ),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  numberText,
);

/** Dates from `min` to `max` as the back-test takes them, and texts that only look like dates. */
const dateText = (min: string, max: string) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .date({ min: new Date(min), max: new Date(max), noInvalidDate: true })
        .chain((d) => fc.constantFrom(d.toISOString(), d.toISOString().slice(0, 10))),
    },
    fc.constantFrom(
      '2026-02-30',
      '0001-01-01',
      '9999-12-31',
      '2025-06-26T23:59:59.999+05:45',
      '2025-06-26T00:00:00-12:00',
      '2025-02-29',
      '99999-01-01',
      '+275760-09-13',
      '-000001-01-01',
      '',
      '2026/01/01',
      '01/01/2026',
      '2026-13-01',
      '2026-00-10',
      '0000-00-00',
      '2026-1-1',
      '2026-01-01T25:00:00Z',
      '2026-01-01T00:00:00+99:00',
      '2026-01-01T',
      '2026-01-01\u0000',
      'yesterday',
      '1e400',
    ),
  );

/** Any JSON value, of any type, including nested ones. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  edgeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(oddText, { maxLength: 3 }),
  fc.dictionary(oddText, edgeNumber, { maxKeys: 3 }),
);

/** Keys a body should not carry: unknown ones, prototype names, odd text. */
const unknownKey = fc.oneof(fc.constantFrom('constructor', 'toString', 'valueOf', 'extra', ''), fc.string());

/** Values that replace a plausible one: any JSON value, number words and edge numbers. */
const spoiler = fc.oneof(anyJson, numberText, edgeNumber);

/**
 * `plausible`, with up to two of its fields (or fields it does not know) replaced by a hostile value or removed,
 * so that most values get past the first check and reach the later ones.
 */
const spoilt = (
  plausible: fc.Arbitrary<Record<string, unknown>>,
  keys: readonly string[],
): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(
      plausible,
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), unknownKey), fc.option(spoiler)), {
        maxLength: 2,
      }),
    )
    .map(([body, changes]) => {
      const changed = { ...body };
      for (const [key, value] of changes) {
        if (value === null) delete changed[key];
        else changed[key] = value;
      }
      return changed;
    });

/** A rule the page could send on `side`, now and then with a field replaced or removed, or not a rule at all. */
const strategyRule = (side: Side): fc.Arbitrary<unknown> => {
  const rules: StrategyRule[] = [
    ...INDICATOR_RULES.map((definition) => defaultIndicatorRule(definition, side)),
    ...[...BULLISH_PATTERNS, ...BEARISH_PATTERNS].map((name) => defaultPatternRule(name, side)),
    ...GENERAL_PATTERNS.map(generalPatternRule),
  ];
  const valid = fc.constantFrom(...rules);
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: spoilt(valid, ['name', 'condition', 'pattern_type']) },
    { weight: 1, arbitrary: anyJson },
  );
};

/** Amounts and percents: plausible ones, edge numbers and number words, as numbers or text. */
const amount = (plausible: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(plausible, String(plausible)) },
    { weight: 1, arbitrary: fc.oneof(edgeNumber, numberText) },
  );

const BACKTEST_KEYS = [
  'stockSymbol',
  'sector',
  'from',
  'to',
  'buyStrategy',
  'sellStrategy',
  'initialCapital',
  'costs',
  'fill',
  'stopLossPercent',
  'takeProfitPercent',
  'trailingStopPercent',
  'accesskey',
] as const;

/**
 * A back-test body: a plausible one (`symbols` of the test market, the spec's sectors, dates about the market's,
 * rules the page sends) with up to two fields replaced by hostile values, removed, or added.
 */
export const backtestBody = (symbols: readonly string[]): fc.Arbitrary<Record<string, unknown>> =>
  spoilt(
    fc.record(
      {
        stockSymbol: fc.constantFrom(...symbols, ...symbols.map((s) => ` ${s.toLowerCase()} `), '', 'NOPE'),
        sector: fc.constantFrom(...SECTORS.map((s) => s.id), 58, 1, '99', '__proto__', 'constructor'),
        // Mostly in order, around the test market's last 18 months.
        from: dateText('2024-01-01', '2024-12-31'),
        to: dateText('2024-10-01', '2025-07-31'),
        buyStrategy: fc.array(strategyRule('buy'), { minLength: 1, maxLength: 2 }),
        sellStrategy: fc.array(strategyRule('sell'), { minLength: 1, maxLength: 2 }),
        initialCapital: amount(250_000),
        costs: fc.boolean(),
        fill: fc.constantFrom(...FILL_MODES),
        stopLossPercent: amount(5),
        takeProfitPercent: amount(1000),
        trailingStopPercent: amount(99.5),
        accesskey: oddText,
      },
      { requiredKeys: ['stockSymbol', 'sector', 'from', 'to', 'buyStrategy', 'sellStrategy'] },
    ),
    BACKTEST_KEYS,
  );

/** An app record body (POST /playstats/apps/): a plausible one with up to two fields spoilt, removed or added. */
export const appRecordBody: fc.Arbitrary<Record<string, unknown>> = spoilt(
  fc.record({
    package_name: fc.constantFrom(
      'com.f1soft.esewa',
      'com.example.app',
      'a.b',
      'nodots',
      'com.example.\u202eapp',
    ),
    display_name: fc.oneof(fc.constant('eSewa'), oddText, { weight: 2, arbitrary: controlText }),
    developer: fc.oneof(fc.constant(null), oddText, { weight: 2, arbitrary: controlText }),
    store: fc.constantFrom('google_play', 'google_play', 'apple'),
  }),
  ['package_name', 'display_name', 'developer', 'store'],
);

/** JSON text `depth` levels deep: arrays or objects, closed or cut off, around `inner`. */
const deepJson = fc
  .record({
    depth: fc.integer({ min: 1_000, max: 20_000 }),
    open: fc.constantFrom('[', '{"a":'),
    inner: fc.constantFrom('1', '{"__proto__":{"x":1}}', '"x"', ''),
    closed: fc.boolean(),
  })
  .map(({ depth, open, inner, closed }) => {
    const close = open === '[' ? ']' : '}';
    return open.repeat(depth) + inner + (closed ? close.repeat(depth) : '');
  });

/** JSON text a body parser must refuse or read with care, around the fields of `valid` (a plausible body). */
export const rawJsonText = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<string | Buffer> => {
  const validText = valid.map((body) => JSON.stringify(body) ?? 'null');
  return fc.oneof(
    validText,
    deepJson,
    // A deep value in an unknown field (the parser reads it all before zod drops it) or in one zod reads.
    fc
      .tuple(validText, deepJson, fc.constantFrom('deep', 'from', 'sector', 'buyStrategy', 'display_name'))
      .map(([text, deep, key]) =>
        text.startsWith('{') && text.length > 2 ? `${text.slice(0, -1)},"${key}":${deep}}` : text,
      ),
    fc
      .tuple(validText, deepJson)
      .map(([text, deep]) =>
        text.startsWith('{') && text.length > 2
          ? `${text.slice(0, -1)},"sellStrategy":[{"name":"SMA","condition":"<","sma_length":${deep}}]}`
          : text,
      ),
    // Number literals JSON.parse reads as Infinity, -0 or a rounded integer, in every numeric field.
    fc
      .tuple(validText, fc.constantFrom('1e400', '-1e400', '-0', '1e-400', '9007199254740993'))
      .map(([text, n]) =>
        text.replace(
          /"(initialCapital|stopLossPercent|takeProfitPercent|sector|sma_length)":[^,}\]]*/g,
          `"$1":${n}`,
        ),
      ),
    fc.constantFrom(
      '',
      'null',
      'true',
      '"text"',
      '[]',
      '{}',
      '{',
      '{"a":1,}',
      "{'a':1}",
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"from":"2025-01-01","from":{"x":1}}',
      '\ufeff{}',
      'a=1&b=2',
    ),
    fc.string({ unit: 'binary' }),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  );
};

/** Content types a client may send, right, wrong, malformed or missing. */
export const contentType = fc.oneof(
  { weight: 2, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'application/json; charset=utf-16le',
    'application/json;charset="UTF-8"',
    'APPLICATION/JSON',
    'application/json;;;=',
    'application/json, text/plain',
    'application/vnd.api+json',
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/octet-stream',
    'application/xml',
    '*/*',
    'json',
    '',
  ),
);

/** One path segment as sent: symbols, encodings left raw or percent-encoded, traversal tricks, over-long text. */
export const pathSegment = (symbols: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      ...symbols,
      ...symbols.map((s) => s.toLowerCase()),
      'nepse',
      'NEPSE',
      '%20nabil%20',
      'NOPE',
    ),
    fc.constantFrom(
      '..',
      '../..',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e',
      '%2e%2e%2f%2e%2e%2f',
      '%252e%252e',
      '..%5c..%5c',
      '..\\..\\',
      '%00',
      'NABIL%00',
      '%ff',
      '%c0%af',
      '%e0%80%af',
      '%',
      '%2',
      '%zz',
      '%u002e',
      '%E2%80%AE',
      '%E2%80%8F',
      '%F0%9F%9A%80',
      '%EF%BB%BF',
      '%20',
      '%0d%0a',
      ';',
      '.',
      '__proto__',
      'constructor',
      'hasOwnProperty',
      'A'.repeat(100),
      'A'.repeat(101),
      LONG_TEXT,
    ),
    fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
    fc.string({ unit: 'binary-ascii', maxLength: 20 }).map(encodeURIComponent),
  );

/** Query keys: mostly the ones the routes read, else prototype names, bracket forms and odd text. */
const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('symbol', 'q', 'app', 'detail', 'accesskey') },
  fc.constantFrom('__proto__', 'constructor', 'symbol[]', 'symbol[a]', '', '%00', '%ff'),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);

/**
 * A query string (with its `?`, or none): values from pathSegment, the app's words and nothing; the first key
 * sometimes repeated, which makes its value a list.
 */
export const queryString = (symbols: readonly string[]): fc.Arbitrary<string> => {
  const value = fc.oneof(pathSegment(symbols), fc.constantFrom('full', 'com.f1soft.esewa', 'wallet', ''));
  return fc
    .tuple(fc.array(fc.tuple(queryKey, value), { maxLength: 3 }), fc.option(value, { nil: undefined }))
    .map(([pairs, again]) => {
      const first = pairs[0];
      const all = first && again !== undefined ? [...pairs, [first[0], again] as const] : pairs;
      return all.length === 0 ? '' : `?${all.map(([k, v]) => `${k}=${v}`).join('&')}`;
    });
};

/** Request headers that steer the answer's coding and caching, sometimes malformed. */
export const oddHeaders = fc.record(
  {
    'accept-encoding': fc.constantFrom(
      '',
      '*',
      'br',
      'gzip',
      'gzip, br',
      'br;q=NaN',
      'gzip;q=1e400',
      'identity;q=0',
      'x'.repeat(10_000),
    ),
    'if-none-match': fc.constantFrom('*', 'W/"x"', '"', '', 'W/', '\u00ff'),
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/png', ''),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not an address', ''),
  },
  { requiredKeys: [] },
);

/** Methods beyond the ones a route declares. */
export const oddMethod = fc.constantFrom(
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'PROPFIND',
  'SEARCH',
);
