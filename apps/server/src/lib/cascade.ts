import type { DbOrTx } from '../db/client.ts';

/** A handler that follows up in the caller's transaction and returns what to publish after commit. */
export type CascadeHandler<Args, Result> = (tx: DbOrTx, args: Args) => Promise<Result[]>;

/**
 * Something a lower module does that a higher module follows up on (a person removed: their
 * meetings are cancelled). The lower module owns the cascade and runs it; the higher module
 * registers its handler when the app is built, so that the lower module never imports it (the
 * layers of docs/architecture.md). Handlers are kept per app, by its context: tests build many
 * apps in one process, and an app that is gone takes its handlers with it.
 */
export class Cascade<Handler> {
  readonly #handlers = new WeakMap<object, Handler[]>();

  constructor(readonly name: string) {}

  /** Adds a handler for one app (its context), at build. */
  register(app: object, handler: Handler): void {
    const handlers = this.#handlers.get(app) ?? [];
    handlers.push(handler);
    this.#handlers.set(app, handlers);
  }

  /** The app's handlers, in the order they were registered. */
  handlersOf(app: object): readonly Handler[] {
    return this.#handlers.get(app) ?? [];
  }

  /** The app's one handler, for a cascade that one module answers (a port); an error when there is none or several. */
  only(app: object): Handler {
    const handlers = this.handlersOf(app);
    if (handlers.length !== 1) throw new Error(`${this.name}: ${handlers.length} handlers registered for this app, one expected`);
    return handlers[0];
  }

  /** Runs the app's handlers one after another in the caller's transaction; what they return, together. */
  async run<Args, Result>(this: Cascade<CascadeHandler<Args, Result>>, app: object, tx: DbOrTx, args: Args): Promise<Result[]> {
    const results: Result[] = [];
    for (const handler of this.handlersOf(app)) results.push(...(await handler(tx, args)));
    return results;
  }
}
