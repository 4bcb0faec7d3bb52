// The machine each call runs on, as the runtime hands it to XState: a test file imports this before the flow package
// (`await import('@switchboard/flow')` after it), so the package's `createActor` is the one recording here.
import { jest } from '@jest/globals';

const xstate = await import('xstate');

/** The machine of each actor the runtime made for a call, in order (empty it at a test's start). */
export const machinesOfCalls: unknown[] = [];

jest.unstable_mockModule('xstate', () => ({
  ...xstate,
  createActor: (...[logic, ...rest]: Parameters<typeof xstate.createActor>) => {
    machinesOfCalls.push(logic);
    return xstate.createActor(logic, ...rest);
  },
}));
