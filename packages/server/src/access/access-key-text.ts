import { createHash, randomBytes } from 'node:crypto';

/**
 * An access key reads `nk_<id>_<secret>`: the id (6 random bytes, hex) finds its row and may be shown and typed
 * (list, revoke); the secret (32 random bytes, base64url) is known only to its holder, the store keeping its
 * SHA-256.
 */
const KEY_PATTERN = /^nk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

/** An access key taken apart. */
export interface AccessKeyParts {
  id: string;
  secret: string;
}

/** A new key: a random id and a random secret. */
export function newAccessKey(): AccessKeyParts & { key: string } {
  const id = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { id, secret, key: `nk_${id}_${secret}` };
}

/** The id and secret of a key, or undefined when the text is not shaped as one (mangled, cut short). */
export function parseAccessKey(text: string): AccessKeyParts | undefined {
  const match = KEY_PATTERN.exec(text);
  return match?.[1] && match[2] ? { id: match[1], secret: match[2] } : undefined;
}

/** What the store keeps of a secret: its SHA-256, 32 bytes. */
export function secretHash(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}
