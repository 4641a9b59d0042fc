/** The detail page of an app: its package name URL-encoded into the address. */
export function appDetailPath(packageName: string): string {
  return `/dashboard/playstats/app/${encodeURIComponent(packageName)}`;
}

/** Where "Back to Search" and "Go Back" lead when the app's page was the first one opened (no page to go back to). */
export const PLAYSTATS_PATH = '/dashboard/playstats';
