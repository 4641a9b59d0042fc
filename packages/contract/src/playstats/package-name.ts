import { z } from 'zod';

/** An Android application id as Google Play uses it (`com.f1soft.esewa`): dot-separated segments, each starting with a letter. */
export const PLAY_PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
export const PLAY_PACKAGE_NAME_MAX_LENGTH = 150;

/** A package name as a body field sends it, read trimmed. */
export const playPackageNameSchema = z
  .string()
  .trim()
  .max(PLAY_PACKAGE_NAME_MAX_LENGTH)
  .regex(PLAY_PACKAGE_NAME, 'not a Play Store package name');
