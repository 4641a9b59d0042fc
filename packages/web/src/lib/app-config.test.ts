import { afterEach, describe, expect, it } from 'vitest';
import { setTestAppConfig } from '../../test-support/app-config';
import { appConfig } from './app-config';

describe('appConfig', () => {
  afterEach(() => {
    setTestAppConfig(undefined);
  });

  it('falls back to this server, no analytics and real data when nothing is injected', () => {
    expect(appConfig()).toEqual({ dataServiceUrl: '', demoData: false });
  });

  it('reads the injected configuration, without a trailing slash on the data service', () => {
    setTestAppConfig({
      dataServiceUrl: 'https://data.example.com/',
      analyticsId: 'G-ABC',
      demoData: true,
    });
    expect(appConfig()).toEqual({
      dataServiceUrl: 'https://data.example.com',
      analyticsId: 'G-ABC',
      demoData: true,
    });
  });

  it('reads the Play Store base address without a trailing slash, this server when it is empty', () => {
    setTestAppConfig({
      dataServiceUrl: '',
      playstatsUrl: 'https://stats.example.com/',
      demoData: false,
    });
    expect(appConfig().playstatsUrl).toBe('https://stats.example.com');
    setTestAppConfig({ dataServiceUrl: '', playstatsUrl: '', demoData: false });
    expect(appConfig()).toEqual({ dataServiceUrl: '', demoData: false });
  });

  it('ignores an empty analytics id', () => {
    setTestAppConfig({ dataServiceUrl: '', analyticsId: '', demoData: false });
    expect(appConfig().analyticsId).toBeUndefined();
  });

  it('falls back to the defaults when the block is not JSON', () => {
    setTestAppConfig(undefined);
    const block = document.createElement('script');
    block.id = 'app-config';
    block.type = 'application/json';
    block.textContent = '{"dataServiceUrl":';
    document.head.append(block);
    expect(appConfig()).toEqual({ dataServiceUrl: '', demoData: false });
  });
});
