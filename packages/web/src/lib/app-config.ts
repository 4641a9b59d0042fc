import type { AppConfig } from '@nepse/contract';

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The runtime configuration the server injects into index.html. Read field by field rather than with the contract's
 * zod schema so that the landing page does not pay for zod; a missing or odd field falls back to its default
 * (the dev server injects nothing).
 */
export function appConfig(): AppConfig {
  const raw = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  const analyticsId =
    typeof raw?.analyticsId === 'string' && raw.analyticsId !== '' ? raw.analyticsId : undefined;
  const playstatsUrl = typeof raw?.playstatsUrl === 'string' ? withoutTrailingSlash(raw.playstatsUrl) : '';
  return {
    dataServiceUrl: typeof raw?.dataServiceUrl === 'string' ? withoutTrailingSlash(raw.dataServiceUrl) : '',
    ...(playstatsUrl === '' ? {} : { playstatsUrl }),
    ...(analyticsId === undefined ? {} : { analyticsId }),
    demoData: raw?.demoData === true,
  };
}
