// Every property test imports fast-check as jest.config.js maps it (jest.fastCheck.ts), configured to stop after a
// bounded time and fail when it does: without that, a failing case over a large table could shrink for longer than CI
// allows. A test file gets the configuration only from its own import, so this one checks it there.
import { expect, test } from '@jest/globals';
import fc from 'fast-check';

test('fast-check as a test imports it stops a property after a time limit, as a failure', () => {
  const runs = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
  expect(fc.readConfigureGlobal()).toMatchObject({ interruptAfterTimeLimit: 120_000 * runs, markInterruptAsFailure: true });
});
