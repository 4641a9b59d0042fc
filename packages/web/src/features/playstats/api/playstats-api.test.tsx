import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestAppConfig } from '../../../../test-support/app-config';
import { appStatsQuery, playSearchQuery } from './playstats-api';

interface Call {
  url: URL;
  method: string;
  body: unknown;
}

const STATS = {
  package_name: 'com.khalti',
  app_info: {
    name: 'Khalti',
    developer_name: 'Khalti Pvt. Ltd.',
    category: 'Finance',
    content_rating: 'Everyone',
    icon_url: null,
  },
  ratings: { average: 4.4, total_reviews: 120_000 },
  downloads: { display_text: '5,000,000+', exact_download: 6_100_000, kind: 'exact' },
  release_info: { version: '3.2.1', release_date: 'May 1, 2017' },
  daily_downloads: [
    { date: '2026-11-22', downloads: 1500, days: 1 },
    { date: '2026-11-23', downloads: 'unknown', days: 1 },
  ],
  permissions: [],
  provenance: 'live',
  tracked: true,
};

/** Answers the stats call with STATS and the registration with `registration`, recording every call. */
function serve(registration: { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer =
      url.pathname === '/playstats/apps/'
        ? registration
        : {
            status: 200,
            body:
              url.pathname === '/playstats/search-apps/'
                ? { extracted_elements: [], provenance: 'demo' }
                : STATS,
          };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

describe('the Play Store calls', () => {
  beforeEach(() => render(<ToastContainer />));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setTestAppConfig(undefined);
  });

  it('go to the configured analytics backend, this server when none is set', async () => {
    const calls = serve({ status: 201, body: {} });
    await new QueryClient().fetchQuery(playSearchQuery('esewa'));
    setTestAppConfig({
      dataServiceUrl: '',
      playstatsUrl: 'https://stats.example.com/',
      demoData: false,
    });
    await new QueryClient().fetchQuery(playSearchQuery('khalti'));
    expect(calls.map((call) => call.url.href)).toEqual([
      `${window.location.origin}/playstats/search-apps/?q=esewa`,
      'https://stats.example.com/playstats/search-apps/?q=khalti',
    ]);
    // A toast shows once the toast library has loaded: wait for both.
    await waitFor(() => expect(screen.getAllByText('No apps found matching your search')).toHaveLength(2));
  });

  it('read a download that is not a number as 0, and register the app after the load', async () => {
    const calls = serve({ status: 201, body: {} });
    const stats = await new QueryClient().fetchQuery(appStatsQuery('com.khalti'));
    expect(stats.daily_downloads.map((d) => d.downloads)).toEqual([1500, 0]);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.url.searchParams.get('app')).toBe('com.khalti');
    expect(calls[1]).toMatchObject({
      method: 'POST',
      body: {
        package_name: 'com.khalti',
        display_name: 'Khalti',
        developer: 'Khalti Pvt. Ltd.',
        store: 'google_play',
      },
    });
  });

  it('only log a registration that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({ status: 503, body: { error: 'Tracking is paused' } });
    await new QueryClient().fetchQuery(appStatsQuery('com.khalti'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(String(warn.mock.calls[0]?.[0])).toBe('Could not register com.khalti for tracking:');
    expect(String(warn.mock.calls[0]?.[1])).toContain('Tracking is paused');
    // A loud failure after it: once its toast shows, the registration's would have shown before it.
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    await expect(new QueryClient().fetchQuery(playSearchQuery('x'))).rejects.toThrow();
    await screen.findByText('Failed to search apps. Please try again.');
    expect(screen.queryByText('Tracking is paused')).toBeNull();
  });
});
