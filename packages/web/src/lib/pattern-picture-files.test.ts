import { PATTERN_KEYS } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { patternPicture } from './pattern-picture';
import { patternPictureFiles } from './pattern-picture-files';

describe('patternPictureFiles', () => {
  it("gives each pattern's picture its own file under /patterns/", () => {
    const files = patternPictureFiles();
    expect(files.map((f) => f.path)).toEqual(PATTERN_KEYS.map((key) => `/patterns/${key}.svg`));
    expect(files.find((f) => f.path === '/patterns/hammer.svg')?.svg).toBe(patternPicture('hammer'));
  });
});
