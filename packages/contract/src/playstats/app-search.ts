import { z } from 'zod';
import { EMPTY_QUERY_MESSAGE } from '../messages';
import { playProvenanceSchema } from './provenance';

/** One card of the search: package name, name, publisher and icon. */
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

/**
 * The query of `GET /playstats/search-apps/`: one search text (a repeated one arrives as a list); an empty or
 * whitespace-only one is refused with the spec's toast.
 */
export const appSearchQuerySchema = z.object({
  q: z
    .string({
      error: (issue) =>
        issue.input === undefined ? EMPTY_QUERY_MESSAGE : 'One search query is expected (?q=).',
    })
    .trim()
    .min(1, EMPTY_QUERY_MESSAGE)
    .max(200)
    .describe('What to search Google Play for: an app name or words from it.'),
});
