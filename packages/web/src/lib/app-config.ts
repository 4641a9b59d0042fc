import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '@nepse/contract';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The JSON the server put in index.html's config data block; undefined when there is none or it is not JSON. */
function injectedConfig(): Partial<Record<keyof AppConfig, unknown>> | undefined {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The runtime configuration the server injects into index.html (a JSON data block, which the Content-Security-Policy
 * lets through, unlike a script setting a global). Read field by field rather than with the contract's zod schema so
 * that the landing page does not pay for zod; a missing or odd field falls back to its default (the dev server
 * injects nothing).
 */
export function appConfig(): AppConfig {
  const raw = injectedConfig();
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
