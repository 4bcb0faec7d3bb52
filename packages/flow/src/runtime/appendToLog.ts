// A call's logs (path, events, history) grow in place: copying them at every node made a call of n turns cost n².
import type { AnyActorRef } from 'xstate';

/** The actor each log array belongs to. An actor appends in place only to a log it made itself. */
const owners = new WeakMap<readonly unknown[], AnyActorRef>();

/**
 * `log` with `items` appended, for an action of the actor `owner`. The first append of an actor to a log it did not
 * make (its initial context's, or a restored snapshot's, which another actor may also have been restored from)
 * copies it once; from then on the actor appends to its copy in place, so a visit costs the same at the thousandth
 * turn as at the first. A snapshot read earlier from the same actor shares its logs and sees them grow.
 *
 * @example
 * events: appendToLog(context.events, self, { type: 'listen', node: 'ask', variable: 'name' })
 */
export function appendToLog<T>(log: readonly T[], owner: AnyActorRef, ...items: readonly T[]): T[] {
  let owned = log as T[];
  if (owners.get(log) !== owner) {
    owned = [...log];
    owners.set(owned, owner);
  }
  for (const item of items) owned.push(item);
  return owned;
}

/**
 * A new, empty log of the actor `owner`, which appends to it in place from its first entry.
 *
 * @example
 * context: ({ input, self }) => ({ ...input, events: emptyLog(self) })
 */
export function emptyLog<T>(owner: AnyActorRef): T[] {
  const log: T[] = [];
  owners.set(log, owner);
  return log;
}
