/**
 * True when an `If-None-Match` header names `etag` (or is `*`), by the weak comparison RFC 9110 prescribes
 * for GET: `W/"x"` and `"x"` match each other.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
