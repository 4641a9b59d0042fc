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
  ])('refuses %s', (_label, body) => {
    expect(appRecordUpsertSchema.safeParse(body).success).toBe(false);
  });
});
