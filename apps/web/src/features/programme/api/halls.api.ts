import type { Hall, HallModel, HallUpdate } from '@portal/contracts/programme/halls';
import { api } from '../../../api/client.ts';

/** The hall form shows its own refusals (hall_name_taken on the name): quiet. */
const quiet = { quiet: true } as const;

export const getHall = (id: number) => api.get<Hall>(`api/Hall/${id}`, quiet);
export const saveHall = (model: HallModel | HallUpdate) =>
  model.pkHallId ? api.put<Hall>('api/Hall/', model, quiet) : api.post<Hall>('api/Hall/', model, quiet);
export const deleteHall = (id: number) => api.delete<unknown>(`api/Hall/${id}`, quiet);
