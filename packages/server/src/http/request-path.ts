import path from 'node:path';

/** An absolute-form request target's scheme and host (`http://x` of `GET http://x/api/sectors HTTP/1.1`). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * A request address's path as a person would read it: the host of an absolute-form target and the query dropped,
 * escapes decoded (a bad one left as sent), backslashes read as slashes, repeated slashes merged and `.` and `..`
 * segments resolved (never above the root). Every spelling of one path gives the same text, so that a check on
 * it cannot be stepped around by spelling (`/%61pi/./sectors`, `//api/sectors`, `http://x/api/sectors`).
 */
export function normalisedPath(url: string): string {
  const target = url.replace(ABSOLUTE_FORM, '');
  const raw = target.split(/[?#]/, 1)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A bad escape: Fastify refuses it before routing; the path is read as it was sent.
  }
  const normal = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
  return normal === '//' ? '/' : normal;
}
