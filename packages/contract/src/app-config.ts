import { z } from 'zod';

/** Runtime configuration the server hands to the web app (a JSON data block in index.html). */
export const appConfigSchema = z.object({
  /** Base address of the data service that answers the stock list; empty = this server. */
  dataServiceUrl: z.string(),
  /** Base address of the Play Store calls (the spec's "analytics backend"); empty or absent = this server. */
  playstatsUrl: z.string().optional(),
  /** Page-view analytics tracking id; the tag loads only when set. */
  analyticsId: z.string().optional(),
  /** True when the store holds the generated demo market rather than imported data. */
  demoData: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
