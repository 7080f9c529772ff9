import { EventFrame } from './EventFrame.tsx';
import { EventOverview } from './EventOverview.tsx';
import { OrganiserActions } from './OrganiserActions.tsx';

/** /event-management/chamber-events/details/{eventId}: the event's overview. */
export function EventDetailsPage() {
  return (
    <EventFrame tab="overview" actions={(event) => (event.canEdit ? <OrganiserActions event={event} /> : null)}>
      {(event) => <EventOverview event={event} />}
    </EventFrame>
  );
}
