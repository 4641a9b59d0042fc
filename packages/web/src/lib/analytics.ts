declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Address of the gtag.js page-view tag for a tracking id. */
export function analyticsTagUrl(trackingId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`;
}

/**
 * Loads the gtag.js tag (Google Analytics style) for the tracking id; page views are sent by `trackPageView`
 * on every route change, so the tag's own first page view is turned off. Nothing loads without an id.
 */
export function loadAnalytics(trackingId: string | undefined): void {
  if (trackingId === undefined || window.gtag !== undefined) return;
  const dataLayer: unknown[] = window.dataLayer ?? [];
  window.dataLayer = dataLayer;
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // biome-ignore lint/complexity/noArguments: the tag's documented calling convention
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', trackingId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = analyticsTagUrl(trackingId);
  script.dataset.analytics = trackingId;
  document.head.append(script);
}

/** Sends one page view when the tag is loaded. */
export function trackPageView(path: string, title: string): void {
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_title: title,
    page_location: window.location.href,
  });
}
