import { z } from 'zod';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { optionalText, requiredText } from '../common/validation.ts';
import { nameFilter, optionalImageName, richText } from './common.ts';

/**
 * POST api/Speaker (pkSpeakerId absent) and PUT api/Speaker (given). A speaker belongs to a
 * chamber and is reused across its events: a chamber administrator's own chamber (fkChamberId
 * ignored), the one the platform administrator names.
 */
export const speakerModel = z.object({
  pkSpeakerId: entityId.optional(),
  fkChamberId: optionalEntityId,
  firstName: requiredText(100),
  lastName: requiredText(100),
  /** Job title or function ("Minister of Agriculture"). */
  title: optionalText(200),
  company: optionalText(200),
  photoName: optionalImageName,
  biography: richText(),
});
export type SpeakerModel = z.input<typeof speakerModel>;
export type ParsedSpeakerModel = z.infer<typeof speakerModel>;
export const speakerUpdate = speakerModel.extend({ pkSpeakerId: entityId });
export type SpeakerUpdate = z.input<typeof speakerUpdate>;

export const speaker = z.object({
  pkSpeakerId: z.number().int(),
  fkChamberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** First and last name, as lists and agendas show it. */
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  photoName: z.string().nullable(),
  biography: z.string().nullable(),
  /** Sessions the speaker is on (any event). */
  schedulesCount: z.number().int(),
});
export type Speaker = z.infer<typeof speaker>;

/**
 * POST api/Speaker/search: a chamber's speakers by name. With fkEventId, the speakers of the
 * event's organising chamber (for its sessions); the platform administrator may name a chamber.
 */
export const speakerSearch = z.object({
  ...pageFields(20),
  name: nameFilter,
  fkEventId: optionalEntityId,
  fkChamberId: optionalEntityId,
});
export type SpeakerSearch = z.input<typeof speakerSearch>;
export type ParsedSpeakerSearch = z.infer<typeof speakerSearch>;
export const speakerPage = z.object({ speakers: z.array(speaker), totalPages: z.number().int(), totalCount: z.number().int() });
export type SpeakerPage = z.infer<typeof speakerPage>;
