/** Whether every word of the query is found, ignoring case, in one of the app's texts (name, publisher, package). */
export function matchesQuery(query: string, texts: readonly (string | null)[]): boolean {
  const haystack = texts
    .filter((t) => t !== null)
    .join(' ')
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}
