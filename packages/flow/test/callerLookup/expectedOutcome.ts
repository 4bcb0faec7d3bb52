// A caller lookup's outcome as a test expects it: typed, so a case naming a field its kind lacks does not compile.
import { expect } from '@jest/globals';
import type { CallerLookupOutcome } from '../../src/callerLookup/index.js';

/**
 * An outcome as `toMatchObject` takes it: its `result`, then any other fields of that kind, each its own type or an
 * asymmetric matcher (`expect.stringMatching`), and no field that kind does not have.
 *
 * @example
 * const expected: ExpectedOutcome = { result: 'error', code: 'http_error', message: expect.stringContaining('HTTP 500') };
 */
export type ExpectedOutcome = CallerLookupOutcome extends infer Kind extends CallerLookupOutcome
  ? Kind extends unknown
    ? { result: Kind['result'] } & { [Field in Exclude<keyof Kind, 'result'>]?: Kind[Field] | ReturnType<typeof expect.anything> }
    : never
  : never;
