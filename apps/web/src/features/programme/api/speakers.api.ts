import type { Speaker, SpeakerModel, SpeakerUpdate } from '@portal/contracts/programme/speakers';
import { api } from '../../../api/client.ts';

const quiet = { quiet: true } as const;

/** POST a new speaker, PUT a changed one; quiet: the form shows field errors. */
export const saveSpeaker = (model: SpeakerModel | SpeakerUpdate) =>
  model.pkSpeakerId ? api.put<Speaker>('api/Speaker', model, quiet) : api.post<Speaker>('api/Speaker', model, quiet);
export const deleteSpeaker = (id: number) => api.delete<unknown>(`api/Speaker/${id}`, quiet);
