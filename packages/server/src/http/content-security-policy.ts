/** What the page loads beyond this server's own files, which decides the policy's sources. */
export interface PagePolicySources {
  /** Hash sources of the inline scripts index.html runs. */
  scriptHashes: readonly string[];
  /** Other servers the page calls (the data service, the Play Store calls); '' = none. */
  apiUrls: readonly string[];
  /** Whether the page-view analytics tag loads (ANALYTICS_ID). */
  analytics: boolean;
}

/** Where Google's tag loads from, reports to, and loads its pixels from (Google's CSP guide for Google Analytics 4). */
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * The one <style> element a library adds: lightweight-charts' TradingView attribution logo (its licence asks for the
 * attribution), a fixed text in 5.x. The browser test (e2e/content-security-policy.test.ts) fails if an upgrade
 * changes it.
 */
const CHART_LOGO_STYLE = "'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY='";

/** Play Store icons and screenshots. */
const PLAY_IMAGES = 'https://play-lh.googleusercontent.com';

/**
 * The Content-Security-Policy directives (helmet's form) for the web app: its own scripts and styles, index.html's
 * inline scripts by hash, no plugins, no framing, and the few other origins the page really uses.
 */
export function contentSecurityPolicy(sources: PagePolicySources): Record<string, string[]> {
  const apiOrigins = sources.apiUrls.filter((url) => url !== '').map((url) => new URL(url).origin);
  const analytics = (kind: keyof typeof ANALYTICS) => (sources.analytics ? [...ANALYTICS[kind]] : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...sources.scriptHashes, ...analytics('script')],
    styleSrc: ["'self'", CHART_LOGO_STYLE],
    imgSrc: ["'self'", PLAY_IMAGES, ...analytics('img')],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...new Set(apiOrigins), ...analytics('connect')],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The policy of the API reference's pages (`/api/docs`) from the app's policy as sent: the same, with `data:` images
 * allowed, which Swagger UI's stylesheet draws its icons with (a select's arrow, the copy button). Nothing else is
 * loosened: no inline script or style, no other origin.
 */
export function apiReferencePolicy(appPolicy: string): string {
  return appPolicy
    .split(';')
    .map((directive) => (directive.trim().startsWith('img-src ') ? `${directive} data:` : directive))
    .join(';');
}
