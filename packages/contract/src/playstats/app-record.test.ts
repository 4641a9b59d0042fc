import { describe, expect, it } from 'vitest';
import { appRecordUpsertSchema } from './app-record';

describe('appRecordUpsertSchema', () => {
  it('accepts the spec payload, ignoring the accesskey field the shared client adds', () => {
    const parsed = appRecordUpsertSchema.parse({
      package_name: 'com.f1soft.esewa',
      display_name: 'eSewa',
      developer: 'F1Soft',
      store: 'google_play',
      accesskey: 'k',
    });
    expect(parsed).toEqual({
      package_name: 'com.f1soft.esewa',
      display_name: 'eSewa',
      developer: 'F1Soft',
      store: 'google_play',
    });
  });

  it('takes names in any script, with emoji and marks', () => {
    const body = {
      package_name: 'com.khalti',
      display_name: 'खल्ती 💸 \u200f',
      developer: 'Sparrow Pay',
      store: 'google_play',
    };
    expect(appRecordUpsertSchema.safeParse(body).success).toBe(true);
  });

  it('treats a missing developer as null', () => {
    const parsed = appRecordUpsertSchema.parse({
      package_name: 'com.khalti',
      display_name: 'Khalti',
      store: 'google_play',
    });
    expect(parsed.developer).toBeNull();
  });

  it.each([
    [
      'another store',
      { package_name: 'com.khalti', display_name: 'Khalti', developer: null, store: 'app_store' },
    ],
    [
      'a package name without a dot',
      { package_name: 'khalti', display_name: 'Khalti', developer: null, store: 'google_play' },
    ],
    [
      'a segment starting with a digit',
      { package_name: 'com.1khalti', display_name: 'K', developer: null, store: 'google_play' },
    ],
    [
      'a blank display name',
      { package_name: 'com.khalti', display_name: '  ', developer: null, store: 'google_play' },
    ],
    [
      'a NUL in the display name (PostgreSQL cannot store it)',
      { package_name: 'com.khalti', display_name: 'Kh\u0000alti', developer: null, store: 'google_play' },
    ],
    [
      'a control character in the developer',
      {
        package_name: 'com.khalti',
        display_name: 'Khalti',
        developer: 'Sparrow\u001b',
        store: 'google_play',
      },
    ],
    [
      'half a surrogate pair',
      { package_name: 'com.khalti', display_name: '\ud83d', developer: null, store: 'google_play' },
    ],
  ])('refuses %s', (_label, body) => {
    expect(appRecordUpsertSchema.safeParse(body).success).toBe(false);
  });
});
