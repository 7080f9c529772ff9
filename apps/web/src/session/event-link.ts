/** The cookie value keeps the event across sign-in and registration; `survey-` marks the survey link. */
export const eventCookieValue = (eventId: string, survey: boolean) => (survey ? `survey-${eventId}` : eventId);

/** After sign-in: the event link the visitor followed before, if any. */
export function pendingEventLink(cookie: string | null): string | null {
  if (!cookie) return null;
  const m = /^(survey-)?(\d+)$/.exec(cookie);
  if (!m) return null;
  return `${m[1] ? '/answer-survey' : '/join-event'}?eventId=${m[2]}`;
}
