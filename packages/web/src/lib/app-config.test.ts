import { afterEach, describe, expect, it } from 'vitest';
import { appConfig } from './app-config';

describe('appConfig', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('falls back to this server, no analytics and real data when nothing is injected', () => {
    expect(appConfig()).toEqual({ dataServiceUrl: '', demoData: false });
  });

  it('reads the injected configuration, without a trailing slash on the data service', () => {
    window.__APP_CONFIG__ = {
      dataServiceUrl: 'https://data.example.com/',
      analyticsId: 'G-ABC',
      demoData: true,
    };
    expect(appConfig()).toEqual({
      dataServiceUrl: 'https://data.example.com',
      analyticsId: 'G-ABC',
      demoData: true,
    });
  });

  it('reads the Play Store base address without a trailing slash, this server when it is empty', () => {
    window.__APP_CONFIG__ = {
      dataServiceUrl: '',
      playstatsUrl: 'https://stats.example.com/',
      demoData: false,
    };
    expect(appConfig().playstatsUrl).toBe('https://stats.example.com');
    window.__APP_CONFIG__ = { dataServiceUrl: '', playstatsUrl: '', demoData: false };
    expect(appConfig()).toEqual({ dataServiceUrl: '', demoData: false });
  });

  it('ignores an empty analytics id', () => {
    window.__APP_CONFIG__ = { dataServiceUrl: '', analyticsId: '', demoData: false };
    expect(appConfig().analyticsId).toBeUndefined();
  });
});
