import { z } from 'zod';
import { playPackageNameSchema } from './package-name';

/**
 * A name as a person reads it: no control characters (PostgreSQL cannot store a NUL, which was a 500) and no half of
 * a surrogate pair.
 */
const PLAIN_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
const PLAIN_TEXT_MESSAGE = 'must be plain text, without control characters or broken Unicode';

/** `POST /playstats/apps/` body: registers an app for daily snapshots. */
export const appRecordUpsertSchema = z
  .object({
    package_name: playPackageNameSchema,
    display_name: z.string().trim().min(1).max(200).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE),
    developer: z.string().max(200).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE).nullable().default(null),
    store: z.literal('google_play'),
  })
  .meta({ title: 'app record' });
export type AppRecordUpsert = z.infer<typeof appRecordUpsertSchema>;

/** Its answer (the page does not use it): the stored record and whether this call created it. */
export const appRecordResponseSchema = appRecordUpsertSchema.extend({
  tracked_since: z.string(),
  created: z.boolean(),
});
export type AppRecordResponse = z.infer<typeof appRecordResponseSchema>;
