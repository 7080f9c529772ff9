/** Chrome's task scheduler (not in every browser, nor yet in TypeScript's DOM types). */
type TaskScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, so the work after it is a task of its own too: the browser can
 * paint and answer a touch in between, and no step of the app's start blocks a phone's main
 * thread for long (Lighthouse's total blocking time counts every task's time beyond 50 ms).
 * scheduler.yield() keeps the app's place ahead of other tasks; elsewhere a zero timeout.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: TaskScheduler };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
