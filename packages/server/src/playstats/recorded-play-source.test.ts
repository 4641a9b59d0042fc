import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PlayRecording, RecordedPlaySource } from './recorded-play-source';

const khalti: PlayRecording['apps'][number] = {
  package_name: 'com.khalti',
  app_info: {
    name: 'Khalti Digital Wallet (Nepal)',
    developer_name: 'Khalti Pvt. Ltd.',
    category: 'Finance',
    content_rating: 'Everyone',
    icon_url: null,
  },
  ratings: { average: 4.5, total_reviews: 148_000 },
  downloads: { display_text: '5,000,000+', exact_download: 5_000_000, kind: 'floor' },
  release_info: { version: '6.12.0', release_date: 'Aug 3, 2017' },
  permissions: ['take pictures and videos'],
};

describe('RecordedPlaySource', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'play-recording-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('answers searches and details from the recording file', async () => {
    const file = path.join(dir, 'recording.json');
    writeFileSync(file, JSON.stringify({ recorded_at: '2026-11-20T10:00:00Z', apps: [khalti] }));
    const source = RecordedPlaySource.fromFile(file);
    expect(source.provenance).toBe('recorded');
    expect(await source.search('KHALTI wallet')).toEqual([
      {
        package_name: 'com.khalti',
        name: 'Khalti Digital Wallet (Nepal)',
        publisher: 'Khalti Pvt. Ltd.',
        icon_url: null,
      },
    ]);
    expect(await source.search('esewa')).toEqual([]);
    expect(await source.details('com.khalti')).toEqual(khalti);
    expect(await source.details('com.f1soft.esewa')).toBeNull();
  });

  it('names the file and the problem of a bad recording', () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ recorded_at: 'x', apps: [{ ...khalti, downloads: { exact_download: 5 } }] }),
    );
    expect(() => RecordedPlaySource.fromFile(file)).toThrow(
      `Invalid Play Store recording ${file}: apps.0.downloads.display_text`,
    );
    for (const [app, problem] of [
      [
        { ...khalti, ratings: { average: 7, total_reviews: 1 } },
        'apps.0.ratings.average: the rating is beyond 5',
      ],
      [
        { ...khalti, downloads: { ...khalti.downloads, exact_download: 1e13 } },
        'apps.0.downloads.exact_download: the install count is beyond 10,000,000,000,000',
      ],
    ] as const) {
      writeFileSync(file, JSON.stringify({ recorded_at: 'x', apps: [app] }));
      expect(() => RecordedPlaySource.fromFile(file)).toThrow(
        `Invalid Play Store recording ${file}: ${problem}`,
      );
    }
    // 1e400 in the file reads as Infinity.
    writeFileSync(file, JSON.stringify({ recorded_at: 'x', apps: [khalti] }).replace('148000', '1e400'));
    expect(() => RecordedPlaySource.fromFile(file)).toThrow(
      'apps.0.ratings.total_reviews: the number of ratings is not a finite number',
    );
    expect(() => RecordedPlaySource.fromFile(path.join(dir, 'missing.json'))).toThrow(
      /Cannot read the Play Store recording/,
    );
  });
});
