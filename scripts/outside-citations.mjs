// Citations of documents the repository does not hold: the product specification and the design it was built from.
// A rule is stated where it is used, or in docs/, in our own words; quoting a text the page shows is fine, and
// so is saying "the spec" for where users' texts come from. What is refused is pointing at a part of those
// documents (a section, a table, an order) for the rule instead of writing it down.

/** Always a citation: the design document by name, or a numbered part of the spec or the design. */
const CITATIONS = [
  /\bDESIGN\b/, // the design document's name, in any use ("DESIGN's policy", "(DESIGN)")
  /\b(?:design|product-spec)\.md\b/i,
  /\b(?:design|spec(?:ification)?)(?:\.md)?(?:['’`]s)? ?(?:sections? ?|§ ?)\d/i, // the spec or the design, then a section number
  /\bdesign(?:\.md)? \d+(?:\.\d+)?\b/i, // the design, then a dotted number
  /\bsections? \d+(?:\.\d+)* of (?:the |our )?(?:spec(?:ification)?|design)\b/i,
  /\bdesign(?:['’]s)? (?:says|asks|decides|requires|wants|table|policy|order|rule|section|doc|document)s?\b/i,
  /§/,
  /\bsee (?:the )?(?:spec(?:ification)?|design)\b/i,
  /\b(?:per|see) the brief\b|\bthe brief (?:says|asks|decides|requires|wants)\b/i,
];

/** A numbered section: a citation unless the line names the outside standard it belongs to. */
const NUMBERED = [/\bsections? \d/i, /\bspec(?:\.md)? \d+\.\d+/i];

/** Standards whose sections a comment may cite, since anyone can read them ("WebAssembly core spec 5.5"). */
const OUTSIDE_STANDARD = /\b(?:WebAssembly|ECMAScript|RFC|W3C|WHATWG|OpenAPI|CSP)\b/;

/** Whether one line cites the spec or the design. */
export function citesOutsideDocument(line) {
  if (CITATIONS.some((pattern) => pattern.test(line))) return true;
  return !OUTSIDE_STANDARD.test(line) && NUMBERED.some((pattern) => pattern.test(line));
}

/** The lines of `text` that cite the spec or the design, numbered from 1. */
export function outsideCitations(text) {
  return text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter(({ text: line }) => citesOutsideDocument(line));
}
