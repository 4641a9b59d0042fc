import { z } from 'zod';

/** An Android application id as Google Play uses it (`com.f1soft.esewa`): dot-separated segments, each starting with a letter. */
export const playPackageNameSchema = z
  .string()
  .trim()
  .max(150)
  .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, 'not a Play Store package name');
