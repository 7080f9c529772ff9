import { toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { type ConfirmOptions, useConfirm } from '../form/useConfirm.tsx';

interface ConfirmedAction {
  /** The question first (delete, remove, dismiss); without one the action runs at once. */
  ask?: ConfirmOptions;
  run: () => Promise<unknown>;
  /** The success toast. */
  done: string;
}

/**
 * A list row's action: asks first, runs the call, then says so. Resolves true when it ran;
 * a refusal is toasted by the API client, so it resolves false without more. A quiet call's
 * refusal (one the client left to the caller, `handled` still false) is toasted here.
 */
export function useConfirmedAction() {
  const confirm = useConfirm();
  return async ({ ask, run, done }: ConfirmedAction): Promise<boolean> => {
    if (ask && !(await confirm(ask))) return false;
    try {
      await run();
    } catch (err) {
      toastUnhandled(err);
      return false;
    }
    toastSuccess(done);
    return true;
  };
}
