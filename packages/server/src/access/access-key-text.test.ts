import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newAccessKey, parseAccessKey, secretHash } from './access-key-text';

describe('access key text', () => {
  it('reads nk_<id>_<secret> with a 12-hex-digit id and a 256-bit base64url secret, new every time', () => {
    const a = newAccessKey();
    const b = newAccessKey();
    expect(a.key).toMatch(/^nk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.secret, 'base64url')).toHaveLength(32);
    expect(parseAccessKey(a.key)).toEqual({ id: a.id, secret: a.secret });
    expect(b.id).not.toBe(a.id);
    expect(b.secret).not.toBe(a.secret);
  });

  it('takes secrets holding the separator itself', () => {
    const secret = `${'_'.repeat(20)}${'a'.repeat(23)}`;
    expect(parseAccessKey(`nk_0123456789ab_${secret}`)).toEqual({ id: '0123456789ab', secret });
  });

  it.each([
    ['empty', ''],
    ['cut short', newAccessKey().key.slice(0, -1)],
    ['too long', `${newAccessKey().key}x`],
    ['another prefix', newAccessKey().key.replace(/^nk_/, 'pk_')],
    ['an upper-case id', `nk_0123456789AB_${'a'.repeat(43)}`],
    ['spaces around', ` ${newAccessKey().key} `],
    ['a foreign character', `nk_0123456789ab_${'a'.repeat(42)}+`],
  ])('refuses a key %s', (_, text) => {
    expect(parseAccessKey(text)).toBeUndefined();
  });

  it('hashes a secret with SHA-256', () => {
    const { secret } = newAccessKey();
    expect(secretHash(secret).toString('hex')).toBe(createHash('sha256').update(secret).digest('hex'));
  });
});
