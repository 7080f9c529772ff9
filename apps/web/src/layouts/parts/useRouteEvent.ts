import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { eventDetailsQuery, useEventTheme } from '../../features/events/api/event-queries.ts';

/** The :eventId of the current screen, if it has one (the layout sits above the screen's route, so it reads the last match). */
function useRouteEventIdParam(): number | null {
  const matches = useMatches();
  const raw = matches[matches.length - 1]?.params.eventId;
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Spec-1 section 4: any page carrying an eventId loads that event's theme (two colours for the
 * header); pages without one have none, so the top bar returns to the portal's own colours.
 */
export function useRouteEventTheme() {
  const id = useRouteEventIdParam();
  const query = useEventTheme(id);
  return id ? (query.data?.predefinedTheme ?? null) : null;
}

/**
 * The event's name for the breadcrumb: read from the details the event frame loads (same query, so
 * no second request); a page without the frame does not fetch it just for the crumb.
 */
export function useRouteEventName(): string | undefined {
  const id = useRouteEventIdParam();
  const query = useQuery({ ...eventDetailsQuery(id ?? 0), enabled: false });
  return id ? query.data?.name : undefined;
}
