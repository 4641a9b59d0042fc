import type { AccessKeyListing } from '../store/access-keys';
import type { AccessKeyKind } from '../store/schema';

/** The landing page promises a 7-day free trial. */
export const TRIAL_DAYS = 7;

const DAY_MS = 86_400_000;

/** When a key issued at `now` expires: a trial after TRIAL_DAYS, a full key after `days` or never. */
export function expiryOf(kind: AccessKeyKind, days: number | undefined, now: Date): Date | null {
  const lifetime = kind === 'trial' ? TRIAL_DAYS : days;
  return lifetime === undefined ? null : new Date(now.getTime() + lifetime * DAY_MS);
}

export type KeyState = 'active' | 'expired' | 'revoked';

/** A key's state at `now`; revoked wins over expired. */
export function keyState(key: Pick<AccessKeyListing, 'expires_at' | 'revoked_at'>, now: Date): KeyState {
  if (key.revoked_at !== null) return 'revoked';
  if (key.expires_at !== null && now.getTime() >= Date.parse(key.expires_at)) return 'expired';
  return 'active';
}
