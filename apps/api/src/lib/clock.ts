/**
 * The time source of rules that expire (codes, tokens, lock-outs). Code calls `clock.now()` on the
 * shared object at each use, so a test can move time with `vi.spyOn(app.clock, 'now')`.
 */
export type Clock = { now(): Date };

/** A fresh wall clock per app, so moving one app's time never touches another's. */
export function createSystemClock(): Clock {
  return { now: () => new Date() };
}
