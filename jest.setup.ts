// Every property test (fast-check) stops after a bounded time, its shrinking included, and an interrupted one fails:
// a regression then fails the run in minutes. A failing case over a large table could otherwise shrink for longer
// than CI allows (a broken bound once shrank for over ten minutes). A property takes a second or two at the default
// run count; `INDEX_PROPERTY_RUNS` scales the limit with the longer runs it asks for.
import fc from 'fast-check';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
fc.configureGlobal({ interruptAfterTimeLimit: 120_000 * RUNS, markInterruptAsFailure: true });
