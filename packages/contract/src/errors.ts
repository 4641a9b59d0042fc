import { z } from 'zod';

/** Every error answer of the API: HTTP 4xx/5xx with this body. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
