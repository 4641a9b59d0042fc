import { describe, expect, it } from 'vitest';
import { playSearchText } from './play-query';

describe('playSearchText', () => {
  it('takes the package of a Play Store link from its id= parameter, wherever it stands', () => {
    expect(playSearchText('https://play.google.com/store/apps/details?id=com.f1soft.esewa')).toBe(
      'com.f1soft.esewa',
    );
    expect(playSearchText(' https://play.google.com/store/apps/details?hl=en&id=com.khalti&gl=NP ')).toBe(
      'com.khalti',
    );
    expect(playSearchText('play.google.com/store/apps/details?id=com.hamropatro#reviews')).toBe(
      'com.hamropatro',
    );
    expect(playSearchText('https://play.google.com/store/apps/details?id=com%2Eexample.app')).toBe(
      'com.example.app',
    );
  });

  it('keeps a name as typed, trimmed; a parameter that only ends in id= is no link', () => {
    expect(playSearchText('  eSewa wallet ')).toBe('eSewa wallet');
    expect(playSearchText('https://example.com/?appid=com.khalti')).toBe(
      'https://example.com/?appid=com.khalti',
    );
    expect(playSearchText('   ')).toBe('');
  });
});
