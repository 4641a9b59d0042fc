import { z } from 'zod';

/** Plain decimal text: digits with an optional sign, point and exponent ("12", "-0.5", "1e3"); no hex, no "Infinity". */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A number sent as a number or as decimal text (trimmed); NaN for anything else. JavaScript's own reading would
 * take "0x10" as 16, "0b1" as 1 and "Infinity" as a number, which a person typing a figure never means.
 */
export function numberFromText(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
}

/**
 * A field holding a number or its text. JSON reads a literal too large for a double (1e400) as Infinity, which no
 * number schema takes; it goes on as its text so that the field's own range check refuses it in the field's words.
 */
export const numberTextSchema = z.preprocess(
  (value: number | string) => (typeof value === 'number' && !Number.isFinite(value) ? String(value) : value),
  z.union([z.number(), z.string()]),
);
