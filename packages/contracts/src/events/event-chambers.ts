import { z } from 'zod';
import { coercedEntityId, entityId, optionalEntityId } from '../common/ids.ts';

/** A chamber's part in an event: the organiser (main) or an assistant organiser. */
export const eventChamber = z.object({
  pkChamberId: z.number().int(),
  name: z.string(),
  fkCountryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  isOrganizer: z.boolean(),
});
export type EventChamber = z.infer<typeof eventChamber>;
export const eventChamberList = z.array(eventChamber);
export type EventChamberList = z.infer<typeof eventChamberList>;
/** GET api/EventChambers/chambers/{eventId}. */
export const chambersOfEventParams = z.object({ eventId: coercedEntityId });
export type ChambersOfEventParams = z.infer<typeof chambersOfEventParams>;

/** POST api/EventChambers/add-assistant. */
export const addAssistant = z.object({ fkEventId: entityId, fkChamberId: entityId });
export type AddAssistant = z.infer<typeof addAssistant>;
export const removeAssistantParams = z.object({
  chamberId: coercedEntityId,
  eventId: coercedEntityId,
});
export type RemoveAssistantParams = z.infer<typeof removeAssistantParams>;
export const chambersCountryIds = z.object({ countryIds: z.array(z.number().int()) });
export type ChambersCountryIds = z.infer<typeof chambersCountryIds>;
export const isOrganizerAnswer = z.object({ isOrganizer: z.boolean() });
export type IsOrganizerAnswer = z.infer<typeof isOrganizerAnswer>;

/** POST api/Chambers/get-all-with-event-chambers: every chamber, marked with its part in the event when one is named. */
export const chambersWithEventQuery = z.object({ fkEventId: optionalEntityId });
export type ChambersWithEventQuery = z.infer<typeof chambersWithEventQuery>;
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
export type ChamberWithEvent = z.infer<typeof chamberWithEvent>;
export const chambersWithEvent = z.object({ chambers: z.array(chamberWithEvent) });
export type ChambersWithEvent = z.infer<typeof chambersWithEvent>;
