import { z } from 'zod';
import { month } from './insights-filter.ts';

/** The outcomes a side of a meeting can record (meeting_reports). */
export const meetingOutcomes = ['deal_signed', 'follow_up_agreed', 'no_interest'] as const;
export type MeetingOutcome = (typeof meetingOutcomes)[number];

/**
 * Event activity in the period (an economy's: its chamber's events, registrations and messages
 * of its companies' people, meetings one of whose two people is of its companies).
 */
export const eventsTotals = z.object({
  events: z.number().int(),
  registrations: z.number().int(),
  meetingsRequested: z.number().int(),
  meetingsAccepted: z.number().int(),
  meetingsRejected: z.number().int(),
  meetingsCancelled: z.number().int(),
  /** Meetings a side reported as held. */
  meetingsHeld: z.number().int(),
  /** Accepted among the answered requests (accepted + rejected), 0-1; null when none was answered. */
  acceptanceRate: z.number().min(0).max(1).nullable(),
  messagesSent: z.number().int(),
});
export type EventsTotals = z.infer<typeof eventsTotals>;

/** Meetings with an outcome recorded by at least one side (two sides recording different outcomes count under both). */
export const meetingOutcomeRow = z.object({ outcome: z.enum(meetingOutcomes), meetings: z.number().int() });
export type MeetingOutcomeRow = z.infer<typeof meetingOutcomeRow>;

export const eventsMonthlyRow = z.object({
  month,
  registrations: z.number().int(),
  meetingsRequested: z.number().int(),
  meetingsAccepted: z.number().int(),
  messagesSent: z.number().int(),
});
export type EventsMonthlyRow = z.infer<typeof eventsMonthlyRow>;

/** GET api/Insights/events. */
export const eventsInsights = z.object({
  totals: eventsTotals,
  outcomes: z.array(meetingOutcomeRow),
  monthly: z.array(eventsMonthlyRow),
});
export type EventsInsights = z.infer<typeof eventsInsights>;
