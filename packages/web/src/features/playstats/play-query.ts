/**
 * What the search asks for ("Enter app name or Google Play Store link"): the package name of a pasted Play
 * Store link, taken from its `id=` parameter, else the trimmed text itself.
 */
export function playSearchText(input: string): string {
  const text = input.trim();
  const id = /[?&]id=([^&#\s]+)/.exec(text)?.[1];
  if (id === undefined) return text;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
