import { z } from 'zod';
import { playProvenanceSchema } from './provenance';

/** One card of the search (spec section 3, "App search result"). */
export const appSearchResultSchema = z.object({
  package_name: z.string(),
  name: z.string(),
  publisher: z.string(),
  icon_url: z.string().nullable(),
});
export type AppSearchResult = z.infer<typeof appSearchResultSchema>;

/** `GET /playstats/search-apps/?q=`: the spec's `extracted_elements` list, plus where it came from. */
export const appSearchResponseSchema = z.object({
  extracted_elements: z.array(appSearchResultSchema),
  provenance: playProvenanceSchema,
});
export type AppSearchResponse = z.infer<typeof appSearchResponseSchema>;

/** The search text: an empty or whitespace-only query is refused (spec section 5). */
export const appSearchQuerySchema = z.string().trim().min(1, 'Please enter a search query').max(200);
