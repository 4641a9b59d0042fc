/**
 * Throws a RangeError unless `value` is a whole number of at least `min`. A bad length is the caller's bug, not
 * the user's: rule fields are validated against the contract before they reach core.
 */
export function checkPeriod(name: string, value: number, min = 1): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
}
