import { z } from 'zod';

/**
 * Where a Play Store answer came from, as the page says: the store, recorded fixtures or the demo catalogue.
 */
export const playProvenanceSchema = z.enum(['live', 'recorded', 'demo']);
export type PlayProvenance = z.infer<typeof playProvenanceSchema>;
