import { z } from 'zod';
import { COSTS_MODES } from '../backtest/backtest-request';

/** Resamples of the bootstrap interval of the mean. */
export const EVENT_STUDY_RESAMPLES = 2000;
/** Above this many returns, each resample draws this many (the page says so). */
export const EVENT_STUDY_MAX_SAMPLE = 50_000;

/** The count, mean, median and hit rate of a set of returns; the figures are null when it is empty. */
export const eventStatsSchema = z.object({
  count: z.number().int().describe('Returns counted.'),
  mean: z.number().nullable().describe('Mean return, percent; null without returns.'),
  median: z
    .number()
    .nullable()
    .describe('Median return (the mean of the two middle ones for an even count), percent.'),
  hitRate: z.number().nullable().describe('Share of returns above 0, percent.'),
});
export type EventStats = z.infer<typeof eventStatsSchema>;

/** The study at one horizon h: the events, their 95 % bootstrap interval, the base rate, the non-overlapping events. */
export const eventHorizonSchema = eventStatsSchema.extend({
  h: z.number().int().describe('Sessions after the event: close(t+h) / open(t+1) - 1.'),
  ciLow: z.number().nullable().describe('2.5th percentile of the bootstrap means, percent.'),
  ciHigh: z.number().nullable().describe('97.5th percentile of the bootstrap means, percent.'),
  sampled: z
    .number()
    .int()
    .describe(`Returns drawn in each resample: the count, or ${EVENT_STUDY_MAX_SAMPLE} above it.`),
  base: eventStatsSchema.describe(
    'Every stock of the universe on each session with an event, each session counted once.',
  ),
  excess: z.number().nullable().describe('Mean minus the base mean, percentage points.'),
  nonOverlapping: eventStatsSchema.describe(
    "Per stock, in date order, an event kept only when its session is after the previous kept one's t+h.",
  ),
});
export type EventHorizon = z.infer<typeof eventHorizonSchema>;

/** One calendar year of events (by the event session's year). */
export const eventYearSchema = z.object({
  year: z.number().int(),
  horizons: z.array(eventStatsSchema.extend({ h: z.number().int() })),
});
export type EventYear = z.infer<typeof eventYearSchema>;

/** What the page says under every study. */
export const EVENT_STUDY_CAVEATS = [
  'Windows overlap: a stock listed on several sessions in a row counts each time, so the events are not independent; the non-overlapping figures keep one event per window.',
  'Stocks delisted before the data was collected are absent from it, which may flatter the figures.',
] as const;

/**
 * `POST /api/event-study` answer: the study of a list over the sessions from `from` to `to` (the sessions found in
 * the range asked; null when it holds none), every return and rate in percent.
 */
export const eventStudyResponseSchema = z.object({
  list: z
    .string()
    .describe('The list studied, as the page names it ("Volume Shockers", "Bullish Engulfing").'),
  from: z.iso.date().nullable().describe('First session of the range.'),
  to: z.iso.date().nullable().describe('Last session of the range.'),
  costs: z.enum(COSTS_MODES).describe('The costs taken from each return.'),
  events: z.number().int().describe('Events (a stock on the list on a session) in the range.'),
  eventSessions: z.number().int().describe('Sessions with at least one event.'),
  sessions: z.number().int().describe('Sessions in the range.'),
  resamples: z.number().int().describe('Bootstrap resamples of each interval.'),
  horizons: z.array(eventHorizonSchema),
  years: z.array(eventYearSchema),
  caveats: z.array(z.string()),
});
export type EventStudyResponse = z.infer<typeof eventStudyResponseSchema>;
