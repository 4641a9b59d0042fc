/**
 * The open Woodie's pivot read for the latest session: that session's open, or the previous close when the open is
 * not a real print (core's `pivotOpen`).
 */
export const WOODIE_OPENS = ['open', 'previous-close'] as const;
export type WoodieOpen = (typeof WOODIE_OPENS)[number];

/** What a page shows under its pivots when Woodie read the previous close. */
export const WOODIE_PREVIOUS_CLOSE_NOTE =
  'Woodie uses the previous close in place of the latest open, which is not a real print.';
