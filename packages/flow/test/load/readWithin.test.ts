// Lines read one by one (a caller's, `lookup --input -`'s) are never limited in all, but one line past the limit is
// refused as soon as it passes it, wherever the chunks of the stream fall.
import { expect, test } from '@jest/globals';
import { FileTooLargeError, linesWithin } from '@switchboard/flow';

async function read(chunks: readonly string[], limit: number): Promise<string> {
  let text = '';
  for await (const chunk of linesWithin((async function* () { yield* chunks; })(), 'standard input', limit)) text += chunk;
  return text;
}

test.each([
  ['lines each within the limit pass, however many', ['abcd\nabcd\nabcd\n', 'abcd\r\nab'], 'abcd\nabcd\nabcd\nabcd\r\nab'],
  ['a line of exactly the limit split across chunks passes', ['ab', 'cd\n', 'ab'], 'abcd\nab'],
  ['a line ended by a lone CR (an old Mac) starts a new count', ['abcd\rabcd\r'], 'abcd\rabcd\r'],
])('%s', async (_case, chunks, text) => {
  expect(await read(chunks, 4)).toBe(text);
});

test.each([
  ['a line one past the limit in one chunk', ['ab\nabcde\nab']],
  ['a line one past the limit across chunks', ['abc', 'de']],
  ['a line past the limit before the break that ends it', ['ab', 'cde\nx']],
  ['a last line with no break past the limit', ['abcd\n', 'abcde']],
])('%s is refused: FileTooLargeError', async (_case, chunks) => {
  await expect(read(chunks, 4)).rejects.toThrow(new FileTooLargeError(undefined, 4, 'standard input', 'line'));
  await expect(read(chunks, 4)).rejects.toThrow('standard input has a line of more than 0 MiB (reading stopped there)');
});
