import { z } from 'zod';

/** Where a Play Store answer came from (DESIGN section 5): the real store, recorded fixtures, or the seeded demo catalogue. */
export const playProvenanceSchema = z.enum(['live', 'recorded', 'demo']);
export type PlayProvenance = z.infer<typeof playProvenanceSchema>;
