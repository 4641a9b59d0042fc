import { ACCESS_KEY_PARAM } from '@nepse/contract';

/** Local-storage key of the access key (the page address's `accesskey` is saved as accessKey). */
export const ACCESS_KEY_STORAGE_KEY = 'accessKey';

/** Saves the `accesskey` parameter of a page address (when present) in local storage; returns the saved key. */
export function saveAccessKeyFromUrl(search: string): string | undefined {
  const key = new URLSearchParams(search).get(ACCESS_KEY_PARAM);
  if (key === null) return undefined;
  try {
    localStorage.setItem(ACCESS_KEY_STORAGE_KEY, key);
  } catch {
    // Storage can be disabled (private modes); the key then lives only in this page's address.
  }
  return key;
}

/**
 * Saves the page address's access key (as saveAccessKeyFromUrl) and, once it is stored, takes it out of the
 * address (`history.replaceState`, no reload): an address is copied, shared, bookmarked, kept in the history and
 * sent as a Referer, and the key would go with it. Left in place when storage is off, the page's only copy.
 */
export function takeAccessKeyFromAddress(page: Pick<Window, 'location' | 'history'>): void {
  const key = saveAccessKeyFromUrl(page.location.search);
  if (key === undefined || storedAccessKey() !== key) return;
  const address = new URL(page.location.href);
  address.searchParams.delete(ACCESS_KEY_PARAM);
  page.history.replaceState(page.history.state, '', `${address.pathname}${address.search}${address.hash}`);
}

/** The stored access key, or undefined when none was ever given. */
export function storedAccessKey(): string | undefined {
  try {
    return localStorage.getItem(ACCESS_KEY_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
