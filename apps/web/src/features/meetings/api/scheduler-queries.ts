import { SchedulerRunStatus, type SchedulerRunModel } from '@portal/contracts/meetings/auto-schedule';
import type { MeetingWishModel } from '@portal/contracts/meetings/meeting-wishes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingKeys } from './meeting-keys.ts';
import {
  addWish,
  cancelSchedulerRun,
  getMyWishes,
  getSchedulerOverview,
  publishSchedulerRun,
  removeWish,
  startSchedulerRun,
} from './scheduler.api.ts';

/** How often the organiser's screen asks for a running scheduler's progress. */
const PROGRESS_POLL_MS = 1000;

export const useMyWishes = (scheduleId: number, enabled = true) =>
  useQuery({ queryKey: meetingKeys.wishes(scheduleId), queryFn: () => getMyWishes(scheduleId), enabled: enabled && scheduleId > 0 });

/** Adding or removing a wish answers the caller's wishes afresh. */
export function useWishChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ add, ...body }: MeetingWishModel & { add: boolean }) => (add ? addWish(body) : removeWish(body)),
    onSuccess: (wishes) => qc.setQueryData(meetingKeys.wishes(wishes.fkScheduleId), wishes),
  });
}

/** The scheduler's overview, polled while a run is running. */
export const useSchedulerOverview = (scheduleId: number) =>
  useQuery({
    queryKey: meetingKeys.scheduler(scheduleId),
    queryFn: () => getSchedulerOverview(scheduleId),
    enabled: scheduleId > 0,
    refetchInterval: (q) => (q.state.data?.latestRun?.status === SchedulerRunStatus.running ? PROGRESS_POLL_MS : false),
  });

/** Starting, stopping and publishing a run: the overview reloads; publishing also books meetings. */
export function useSchedulerAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { run: SchedulerRunModel } | { cancel: number } | { publish: number }) =>
      'run' in a ? startSchedulerRun(a.run) : 'cancel' in a ? cancelSchedulerRun(a.cancel) : publishSchedulerRun(a.publish),
    onSuccess: (run) => qc.invalidateQueries({ queryKey: meetingKeys.schedule(run.fkScheduleId) }),
  });
}
