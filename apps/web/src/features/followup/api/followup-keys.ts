/**
 * Query keys of the follow-up feature: the question bank, and per event its survey, figures and
 * answers. A write to a survey invalidates `followupKeys.event(id)`; a write to the bank `bank`.
 */
export const followupKeys = {
  all: ['followup'] as const,
  bank: ['followup', 'bank'] as const,
  bankPage: (q: object) => ['followup', 'bank', 'page', q] as const,
  question: (id: number) => ['followup', 'bank', 'question', id] as const,
  event: (eventId: number) => ['followup', 'event', eventId] as const,
  survey: (eventId: number) => ['followup', 'event', eventId, 'survey'] as const,
  figures: (eventId: number) => ['followup', 'event', eventId, 'figures'] as const,
  answers: (eventId: number, q: object) => ['followup', 'event', eventId, 'answers', q] as const,
  respondents: (eventId: number, q: object) => ['followup', 'event', eventId, 'respondents', q] as const,
  attendee: (eventId: number, userId: number) => ['followup', 'event', eventId, 'attendee', userId] as const,
  /** The caller's own form of an event. */
  form: (eventId: number) => ['followup', 'form', eventId] as const,
};
