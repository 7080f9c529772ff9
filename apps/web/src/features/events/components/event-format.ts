import { EVENT_TITLE_CUT, EventStatus, type EventSummary } from '@portal/contracts/events/events';
import { inPortalTime } from '../../../i18n/portal-time.ts';

export type EventStatusKey = 'draft' | 'announced' | 'active' | 'finished' | 'deleted';

/** The status an event shows: deleted wins, then the server's list status (0 finished, 1 active, 2 announced, 3 draft). */
export function eventStatusKey(event: Pick<EventSummary, 'eventStatus' | 'deletedAt'>): EventStatusKey {
  if (event.deletedAt) return 'deleted';
  switch (event.eventStatus) {
    case EventStatus.finished:
      return 'finished';
    case EventStatus.active:
      return 'active';
    case EventStatus.announced:
      return 'announced';
    default:
      return 'draft';
  }
}

const formatTime = (value: string) => {
  const d = inPortalTime(value);
  return d.isValid() ? d.format('HH:mm') : '';
};

/** DD.MM.YYYY. HH:mm in the portal's time zone (portal-time.ts). */
export const formatDateTime = (value: string | null | undefined) => {
  const d = inPortalTime(value);
  return d.isValid() ? d.format('DD.MM.YYYY. HH:mm') : '';
};

/**
 * "12.05.2027. 09:00 – 17:00" for a one-day event, "12.05.2027. 09:00 – 14.05.2027. 17:00" otherwise,
 * in the portal's time zone.
 */
export function formatEventDateRange(start: string, end: string): string {
  const s = inPortalTime(start);
  const e = inPortalTime(end);
  if (!s.isValid()) return '';
  if (!e.isValid()) return formatDateTime(start);
  return s.format('YYYY-MM-DD') === e.format('YYYY-MM-DD')
    ? `${formatDateTime(start)} – ${formatTime(end)}`
    : `${formatDateTime(start)} – ${formatDateTime(end)}`;
}

/** Spec: event titles are cut at 60 characters with an ellipsis; `cut` tells the caller to offer the full name. */
export function cutEventTitle(name: string, max = EVENT_TITLE_CUT): { text: string; cut: boolean } {
  const chars = Array.from(name);
  return chars.length > max ? { text: `${chars.slice(0, max).join('').trimEnd()}…`, cut: true } : { text: name, cut: false };
}

/** Where the event takes place as one line: venue and city; null for a purely virtual event (the card says "Online"). */
export function eventPlaceText(event: Pick<EventSummary, 'isVirtual' | 'eventPlace' | 'venue'>): string | null {
  if (event.isVirtual) return null;
  const parts = [event.venue, event.eventPlace].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
