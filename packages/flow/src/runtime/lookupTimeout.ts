// A lookup provider that answers within a time limit or fails with lookup_timeout: a stuck database never holds a call.
import { FlowError } from '../FlowError.js';
import type { LookupProvider, StoppableLookupProvider } from '../lookup/LookupProvider.js';
import { ERROR, errorMessages } from '../messages.js';

/**
 * How long a lookup's provider may take to answer: the caller lookup's default too. The matcher's documents answer at
 * once (synchronously, never timed); a provider backed by a database or a service may hang, and the caller would wait
 * in silence for ever.
 */
export const DEFAULT_LOOKUP_TIMEOUT_MS = 5000;

/**
 * `provider` with each call that answers later (a promise) limited to `timeoutMs`; past it, the call fails with
 * `lookup_timeout` (a `#lookup` takes its `error` edge, a model's tool call is answered with the error). An answer
 * given at once is passed through untouched, with no timer.
 *
 * @example
 * const timed = withLookupTimeout(databaseProvider, 2000);
 */
export function withLookupTimeout(provider: LookupProvider, timeoutMs: number): StoppableLookupProvider {
  // Not spread: the matcher's documents are class instances, whose methods a spread would leave behind.
  const status = provider.status?.bind(provider);
  return {
    tools: provider.tools,
    ...(status ? { status } : {}),
    call(tool, args, signal) {
      const answer = provider.call(tool, args);
      // Cheap test first: the matcher's documents answer synchronously. Any thenable is awaited, so any is timed: a
      // driver's or Bluebird's promise is no `Promise`.
      if (!(answer instanceof Promise) && typeof (answer as { then?: unknown } | null)?.then !== 'function') return answer;
      return new Promise((resolve, reject) => {
        // The call stopped waiting (it was stopped): the limit stops too, rather than hold the process for its length.
        const stopped = (): void => { done(); reject(signal?.reason); };
        const done = (): void => { clearTimeout(timer); signal?.removeEventListener('abort', stopped); };
        const timer = setTimeout(() => { done(); reject(new FlowError(ERROR.lookupTimeout, errorMessages.lookupTimeout(tool, timeoutMs))); }, timeoutMs);
        if (signal?.aborted) stopped();
        else signal?.addEventListener('abort', stopped, { once: true });
        Promise.resolve(answer).then(
          (value) => { done(); resolve(value); },
          (error: unknown) => { done(); reject(error); },
        );
      });
    },
  };
}
