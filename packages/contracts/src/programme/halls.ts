import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { requiredText } from '../common/validation.ts';
import { nameFilter } from './common.ts';

export const HALL_NAME_MAX = 100;
/** Meeting tables of a hall, numbered 1..tableCount (the database holds the same bound). */
export const MAX_HALL_TABLES = 1000;
export const MAX_HALL_CAPACITY = 100_000;

/** POST api/Hall/ (pkHallId absent) and PUT api/Hall/ (pkHallId given; the hall stays on its event). */
export const hallModel = z.object({
  pkHallId: entityId.optional(),
  fkEventId: entityId,
  name: requiredText(HALL_NAME_MAX),
  capacity: z.number().int().min(1, 'validation.min').max(MAX_HALL_CAPACITY, 'validation.max').nullish(),
  /** Numbered meeting tables for B2B sessions; 0 when the hall has none. */
  tableCount: z.number().int().min(0, 'validation.min').max(MAX_HALL_TABLES, 'validation.max').default(0),
});
export type HallModel = z.input<typeof hallModel>;
export type ParsedHallModel = z.infer<typeof hallModel>;
export const hallUpdate = hallModel.extend({ pkHallId: entityId });
export type HallUpdate = z.input<typeof hallUpdate>;

export const hall = z.object({
  pkHallId: z.number().int(),
  fkEventId: z.number().int(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  tableCount: z.number().int(),
  /** Sessions held in the hall: a hall in use cannot be deleted. */
  schedulesCount: z.number().int(),
});
export type Hall = z.infer<typeof hall>;

/** POST api/Hall/get-all-for-event: an event's halls by name. */
export const hallSearch = z.object({ fkEventId: entityId, ...pageFields(20), name: nameFilter });
export type HallSearch = z.input<typeof hallSearch>;
export type ParsedHallSearch = z.infer<typeof hallSearch>;
export const hallPage = z.object({ halls: z.array(hall), totalPages: z.number().int(), totalCount: z.number().int() });
export type HallPage = z.infer<typeof hallPage>;
