import { Cascade } from '../../lib/cascade.ts';
import type { MeetingsSource } from './schedule-meetings.ts';

/**
 * A session moved in time or hall, or deleted: the meetings held in it are settled by
 * settleMeetings (schedule-meetings.ts), which asks their source which ones break and cancels
 * them. The source is the meetings module's, registered for each app when it is built.
 */
export const sessionMoved = new Cascade<MeetingsSource>('session moved');
