import type { SchedulerOverview, SchedulerRun, SchedulerRunModel } from '@portal/contracts/meetings/auto-schedule';
import type { MeetingWishModel, MyMeetingWishes } from '@portal/contracts/meetings/meeting-wishes';
import { api } from '../../../api/client.ts';

/** Whom the caller wants to meet in a B2B session and who wants to meet them. */
export const getMyWishes = (fkScheduleId: number) => api.post<MyMeetingWishes>('api/MeetingWishes/get-for-session', { fkScheduleId });
/** Quiet: the card toasts the refusal by its field message. */
export const addWish = (body: MeetingWishModel) => api.post<MyMeetingWishes>('api/MeetingWishes', body, { quiet: true });
export const removeWish = (body: MeetingWishModel) => api.post<MyMeetingWishes>('api/MeetingWishes/remove', body, { quiet: true });

/** The organisers' automatic scheduler of a session: figures and the latest run (progress or draft). */
export const getSchedulerOverview = (fkScheduleId: number) =>
  api.post<SchedulerOverview>('api/MeetingScheduler/overview', { fkScheduleId });
export const startSchedulerRun = (body: SchedulerRunModel) => api.post<SchedulerRun>('api/MeetingScheduler/run', body);
export const cancelSchedulerRun = (pkSchedulerRunId: number) => api.post<SchedulerRun>('api/MeetingScheduler/cancel', { pkSchedulerRunId });
export const publishSchedulerRun = (pkSchedulerRunId: number) =>
  api.post<SchedulerRun>('api/MeetingScheduler/publish', { pkSchedulerRunId });
