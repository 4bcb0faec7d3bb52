// fast-check as the tests import it (jest.config.js maps 'fast-check' here): configured before any test uses it, and
// loaded only by the test files that use it (a setup file would load it into every test file: 56 ms of compiling in
// each of the ~215 that do not, under load).
//
// Every property test stops after a bounded time, its shrinking included, and an interrupted one fails: a regression
// then fails the run in minutes. A failing case over a large table could otherwise shrink for longer than CI allows (a
// broken bound once shrank for over ten minutes). A property takes a second or two at the default run count;
// `INDEX_PROPERTY_RUNS` scales the limit with the longer runs it asks for.
import fc from './node_modules/fast-check/lib/fast-check.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
fc.configureGlobal({ interruptAfterTimeLimit: 120_000 * RUNS, markInterruptAsFailure: true });

export * from './node_modules/fast-check/lib/fast-check.js';
export default fc;
