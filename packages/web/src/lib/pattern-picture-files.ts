import { patternPicturePath } from '@nepse/contract';
import { PATTERN_KEYS } from '@nepse/core';
import { patternPicture } from './pattern-picture';

export interface PatternPictureFile {
  /** The address it is served at, from the site's root. */
  readonly path: string;
  readonly svg: string;
}

/** Every pattern's picture as the static file the web app serves (drawn when the build or dev server starts). */
export function patternPictureFiles(): PatternPictureFile[] {
  return PATTERN_KEYS.map((key) => ({ path: patternPicturePath(key), svg: patternPicture(key) }));
}
