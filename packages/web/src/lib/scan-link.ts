import { MATCHES, NO_SECTOR_ID, type ScanCondition, SECTORS } from '@nepse/contract';
import { isPickableDate } from './calendar';
import { conditionNameOf, defaultCondition } from './scan-condition';

/**
 * A scan in the Scanner page's address, so that a link reproduces it: one `condition` parameter a condition, in
 * order, written as its name followed by the fields that differ from its defaults in brackets,
 * `volume-ratio(multiple=3)` or `RSI(condition=<,rsi_value=30)`, keys and values URI-encoded inside the brackets
 * (the back-test's rule format); `(key)` alone marks a default field the condition lacks. `match=any` when any
 * condition may hold, `sector` (its id) when one is chosen, `date` for a past session.
 */

export const SCANNER_PATH = '/dashboard/scanner';
export const CONDITION_PARAM = 'condition';

/** How a scan's conditions combine: all of them, or any one. */
export type Match = (typeof MATCHES)[number];

/** A scan as the page holds it. */
export interface ScanSpec {
  conditions: ScanCondition[];
  match: Match;
  /** The sector's id; NO_SECTOR_ID for every listed stock. */
  sector: string;
  /** The session `YYYY-MM-DD`, or '' for the latest. */
  date: string;
}

export const EMPTY_SCAN: ScanSpec = { conditions: [], match: 'all', sector: NO_SECTOR_ID, date: '' };

/** The key a condition's name is written under: `filter` for a filter, `name` for a rule. */
const nameKey = (condition: ScanCondition) => ('filter' in condition ? 'filter' : 'name');

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A condition as one parameter value; `whole` writes every field, defaults too, for a link whose figures must not
 * follow a later change of the defaults (a screen's thresholds).
 */
export function encodeCondition(condition: ScanCondition, whole = false): string {
  const name = conditionNameOf(condition);
  const base: Readonly<Record<string, unknown>> = defaultCondition(name) ?? {};
  const skip = nameKey(condition);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(condition)) {
    if (key !== skip && (whole || base[key] !== value)) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  for (const key of Object.keys(base)) if (!(key in condition)) parts.push(encodeURIComponent(key));
  return parts.length === 0 ? name : `${name}(${parts.join(',')})`;
}

/** A condition back from its parameter value, or undefined for a name that is no rule, pattern or filter. */
export function decodeCondition(text: string): ScanCondition | undefined {
  const match = /^([^(]*)(?:\((.*)\))?$/s.exec(text.trim());
  const condition = defaultCondition(match?.[1] ?? text);
  if (!condition) return undefined;
  for (const part of match?.[2]?.split(',') ?? []) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq === -1) delete condition[decode(part)];
    else condition[decode(part.slice(0, eq))] = decode(part.slice(eq + 1));
  }
  return condition;
}

/** The query string (without `?`) of a scan; `whole` as for encodeCondition. */
export function scanSearch(spec: ScanSpec, whole = false): string {
  const params = new URLSearchParams();
  for (const condition of spec.conditions) params.append(CONDITION_PARAM, encodeCondition(condition, whole));
  if (spec.match === 'any') params.set('match', 'any');
  if (spec.sector !== NO_SECTOR_ID) params.set('sector', spec.sector);
  if (spec.date !== '') params.set('date', spec.date);
  return params.toString();
}

/** Whether `id` is a sector a scan can be limited to. */
const isSectorId = (id: string) => SECTORS.some((s) => s.id === id);

/**
 * The scan an address holds: its conditions in order (a name the page does not know is left out), `match`
 * (`all` unless `any`), the sector (every stock unless a known id) and the session (the latest unless a date).
 */
export function scanFromSearch(params: URLSearchParams): ScanSpec {
  const conditions = params
    .getAll(CONDITION_PARAM)
    .map(decodeCondition)
    .filter((c): c is ScanCondition => c !== undefined);
  const sector = params.get('sector')?.trim() ?? '';
  const date = params.get('date')?.trim() ?? '';
  return {
    conditions,
    match: MATCHES.find((m) => m === params.get('match')) ?? 'all',
    sector: isSectorId(sector) ? sector : NO_SECTOR_ID,
    date: isPickableDate(date) ? date : '',
  };
}

/** The Scanner page with `conditions` filled in, every field written (the match, sector and session at their defaults). */
export function scannerLinkFor(conditions: readonly ScanCondition[]): string {
  return `${SCANNER_PATH}?${scanSearch({ ...EMPTY_SCAN, conditions: [...conditions] }, true)}`;
}
