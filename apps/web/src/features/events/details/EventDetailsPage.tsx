import type { EventDetails } from '@portal/contracts/events/events';
import type { ComponentType } from 'react';
import { EventFrame } from './EventFrame.tsx';
import { EventOverview } from './EventOverview.tsx';
import { OrganiserActions } from './OrganiserActions.tsx';

/**
 * /event-management/chamber-events/details/{eventId}: the event's overview. `Banners` is what the
 * app shows above it (the programme's banners), given by the app's pages.
 */
export function EventDetailsPage({ Banners }: { Banners?: ComponentType<{ event: EventDetails }> }) {
  return (
    <EventFrame tab="overview" actions={(event) => (event.canEdit ? <OrganiserActions event={event} /> : null)}>
      {(event) => (
        <>
          {Banners && <Banners event={event} />}
          <EventOverview event={event} />
        </>
      )}
    </EventFrame>
  );
}
