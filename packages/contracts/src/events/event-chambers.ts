import { z } from 'zod';

const id = z.number().int().positive().max(2147483647);

/** A chamber's part in an event: the organiser (main) or an assistant organiser. */
export const eventChamber = z.object({
  pkChamberId: z.number().int(),
  name: z.string(),
  fkCountryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  isOrganizer: z.boolean(),
});
export const eventChamberList = z.array(eventChamber);

/** POST api/EventChambers/add-assistant. */
export const addAssistant = z.object({ fkEventId: id, fkChamberId: id });
export const removeAssistantParams = z.object({
  chamberId: z.coerce.number().int().positive().max(2147483647),
  eventId: z.coerce.number().int().positive().max(2147483647),
});
export const chambersCountryIds = z.object({ countryIds: z.array(z.number().int()) });
export const isOrganizerAnswer = z.object({ isOrganizer: z.boolean() });

/** POST api/Chambers/get-all-with-event-chambers: every chamber, marked with its part in the event when one is named. */
export const chambersWithEventQuery = z.object({ fkEventId: id.nullish() });
export const chamberWithEvent = z.object({
  pkChamberId: z.number().int(),
  name: z.string(),
  fkCountryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  isEventOrganizer: z.boolean(),
  isEventAssistant: z.boolean(),
  /** Events this chamber organises or assists that have not finished. */
  upcomingEventsCount: z.number().int(),
});
export const chambersWithEvent = z.object({ chambers: z.array(chamberWithEvent) });
