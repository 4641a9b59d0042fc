import { z } from 'zod';
import { playPackageNameSchema } from './package-name';

/** `POST /playstats/apps/` body (spec section 3, "App record upsert payload"): registers an app for daily snapshots. */
export const appRecordUpsertSchema = z.object({
  package_name: playPackageNameSchema,
  display_name: z.string().trim().min(1).max(200),
  developer: z.string().max(200).nullable().default(null),
  store: z.literal('google_play'),
});
export type AppRecordUpsert = z.infer<typeof appRecordUpsertSchema>;

/** Its answer (the page does not use it): the stored record and whether this call created it. */
export const appRecordResponseSchema = appRecordUpsertSchema.extend({
  tracked_since: z.string(),
  created: z.boolean(),
});
export type AppRecordResponse = z.infer<typeof appRecordResponseSchema>;
