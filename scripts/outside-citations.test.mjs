import { describe, expect, it } from 'vitest';
import { citesOutsideDocument, outsideCitations } from './outside-citations.mjs';

// The samples join a document's name to its section number with '_', so that this file holds no citation itself
// (the check skips it, other readers of the tree do not); `spoken` puts the space back.
const spoken = (line) => line.replaceAll('_', ' ');

describe('citesOutsideDocument', () => {
  it.each(
    [
      'Ties are ties (DESIGN_section 3): two values within 1e-9 are equal.',
      'Costs follow the rulebook (DESIGN_8.1).',
      '/** Default start of the range (spec_section 3). */',
      '/** A date field (spec_sections 2, 5 and 9). */',
      '// Spec_section 9: the sidebar collapses below 768 px.',
      'Refused as spec_§7 says.',
      'Refused as spec_§ 7 says.',
      'Refused as § 7 of the spec says.',
      "A count abbreviated as the spec's_section 9 says.",
      'Bands as section 9 of the spec gives them.',
      '/** One trade in the spec\'s fields (section 3 "Transaction"). */',
      "// The spec's lists, as its section 3 writes them.",
      'The Play Store base address (DESIGN).',
      "Applies DESIGN's import policy to one row.",
      "describe('repairs with a warning, in the DESIGN order')",
      'Rounded as DESIGN decides.',
      "The rules of the design's table, bar by bar.",
      'The design asks for the standard deviation of the returns.',
      'Read DESIGN.md first.',
      'The texts of product-spec.md.',
      'For the fields, see the spec.',
      'Named per the brief.',
      'Layout of the spec_5.5 kind.',
    ].map(spoken),
  )('flags %s', (line) => {
    expect(citesOutsideDocument(line)).toBe(true);
  });

  it.each(
    [
      '// Layout (WebAssembly core spec_5.5): the magic number, the version, the sections.',
      '// The server does not load it (WebAssembly JS API spec, section 5).',
      "// The example of the CSP specification's hash-source section.",
      'Each route declares its zod spec; the OpenAPI specification lists them.',
      'Runs one test spec file.',
      'The screen\'s fallback: the spec\'s text "Failed to fetch volatile stocks."',
      "Beyond the spec, `sector` names the symbol's sector from the spec's sector list.",
      'Kept as typed text, as the spec says.',
      'A page per stock, with an API of our design.',
      "A sector's summaries in brief; the brief of a sector is the same from run to run.",
      'The landing page has three sections: hero, features, footer.',
    ].map(spoken),
  )('passes %s', (line) => {
    expect(citesOutsideDocument(line)).toBe(false);
  });
});

describe('outsideCitations', () => {
  it('gives each citing line with its number from 1, trimmed', () => {
    const text = spoken(
      ['/**', ' * Ties are ties (DESIGN_section 3).', ' */', 'const TIE = 1e-9; // spec_§3'].join('\n'),
    );
    expect(outsideCitations(text)).toEqual([
      { line: 2, text: spoken('* Ties are ties (DESIGN_section 3).') },
      { line: 4, text: spoken('const TIE = 1e-9; // spec_§3') },
    ]);
  });

  it('finds nothing in text that states its rules', () => {
    expect(
      outsideCitations('/** Two values within 1e-9 of each other are equal. */\nexport const TIE = 1e-9;\n'),
    ).toEqual([]);
  });
});
