/**
 * The clean-up of what a test file created, as a stack of steps: each step runs even when an
 * earlier one failed or did not finish in its time, and every failure is reported together at
 * the end (the hook fails with all of them). Steps run last-registered first, so what was made
 * from something (an app on a database) is closed before the thing it was made from.
 */
export interface CleanupStep {
  name: string;
  run: () => unknown;
  /** The longest wait for the step; after it the next step runs and the step counts as failed. */
  ms: number;
}

/** Waits for a step at most `ms`. */
async function withinTime(step: CleanupStep): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${step.ms} ms`)), step.ms);
  });
  try {
    await Promise.race([Promise.resolve().then(step.run), late]);
  } finally {
    clearTimeout(timer);
  }
}

export class CleanupStack {
  private readonly steps: CleanupStep[] = [];

  add(name: string, run: () => unknown, ms: number) {
    this.steps.push({ name, run, ms });
  }

  /** Runs every step (last added first), then throws one error naming each step that failed. */
  async run(): Promise<void> {
    const failures: Error[] = [];
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await withinTime(step);
      } catch (err) {
        failures.push(new Error(`${step.name}: ${err instanceof Error ? err.message : String(err)}`, { cause: err }));
      }
    }
    if (failures.length > 0) {
      throw new AggregateError(failures, `clean-up: ${failures.map((f) => f.message).join('; ')}`);
    }
  }
}

/*
 * Clean-ups of the test file that is running, run by after-file.ts (a setup file of the server
 * project) once its tests are done. Vitest never runs an afterAll registered while a beforeAll
 * runs, and most files make their app in a beforeAll: their clean-up could not be an afterAll.
 */
const afterFile: CleanupStack[] = [];

export function cleanUpAfterFile(stack: CleanupStack) {
  afterFile.push(stack);
}

/** Runs every clean-up registered by the file, side by side, then throws one error naming every failed step. */
export async function runAfterFileCleanups(): Promise<void> {
  const results = await Promise.allSettled(afterFile.splice(0).map((stack) => stack.run()));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  if (failures.length > 0) throw new AggregateError(failures, failures.map((f) => f.message).join('; '));
}
