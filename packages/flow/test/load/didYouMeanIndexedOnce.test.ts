// A flow's "did you mean" over its variables asks the matcher with one frozen list, which it indexes once: a fresh
// list per question was compared name by name, so 4,000 misspelt variables among 4,000 took 4 s to validate.
import { expect, jest, test } from '@jest/globals';

const matcher = await import('@switchboard/matcher');
/** The lists of choices `closestChoice` was asked with since the last `asked.length = 0`. */
const asked: (readonly string[])[] = [];
jest.unstable_mockModule('@switchboard/matcher', () => ({
  ...matcher,
  closestChoice: (name: string, choices: readonly string[]) => {
    asked.push(choices);
    return matcher.closestChoice(name, choices);
  },
}));
const { ISSUE, loadFlowText } = await import('@switchboard/flow');

/** Question i stores `answer_<i>`; the node after it reads `anwser_<i>`, a slip of it. */
const misspeltReads = (count: number) => ['start: q0', 'nodes:', ...Array.from({ length: count }, (_, i) => [
  `  q${i}: { kind: collect, text: "Field ${i}?", into: answer_${i}, next: s${i} }`,
  `  s${i}: { kind: say, text: "You said {{anwser_${i}}}.", next: ${i + 1 < count ? `q${i + 1}` : 'bye'} }`,
]).flat(), '  bye: { kind: end }'].join('\n');

test.each([
  { flow: '300 questions, each answer read misspelt', count: 300 },
  { flow: '1,000 questions, each answer read misspelt', count: 1000 },
])('$flow: each "did you mean" names the answer, asked of one list indexed once', async ({ count }) => {
  asked.length = 0;
  const { issues } = await loadFlowText(misspeltReads(count), '/tmp/misspelt.flow.yaml');
  const unknown = issues.filter((issue) => issue.code === ISSUE.unknownVariable);
  expect(unknown).toHaveLength(count);
  expect(unknown[0]?.message).toContain('reads "anwser_0", which no node of the flow stores (did you mean "answer_0"?)');
  const lists = new Set(asked.filter((choices) => choices.includes('answer_0')));
  expect(lists.size).toBe(1);
  expect([...lists].every((choices) => Object.isFrozen(choices))).toBe(true);
});
