// What a lookup provider's failure says in the call's log and to the model: something useful, never a whole dump.
import { describeError } from '../FlowError.js';
import { errorMessages } from '../messages.js';
import { shownValue } from './shownValue.js';

/**
 * The most characters of a provider's own error message kept: a database driver that puts a whole query or a stack
 * in its message would otherwise fill the log, and the model's context, with it.
 */
export const MAX_FAILURE_DETAIL_CHARS = 500;

/**
 * What a provider's thrown value says went wrong: its message up to {@link MAX_FAILURE_DETAIL_CHARS} (the rest counted,
 * not kept), or, for a throw that says nothing (`undefined`, `null`, an Error with no message, a value with no
 * message), what was thrown and the fix.
 *
 * @example
 * providerFailure(new Error('connection refused')); // 'connection refused'
 * providerFailure(undefined); // 'its provider threw undefined, which says nothing of what went wrong: ...'
 */
export function providerFailure(error: unknown): string {
  const message = typeof error === 'string' ? error : messageOf(error);
  if (message === undefined || message.trim() === '') return errorMessages.providerSaidNothing(thrownValue(error));
  // Cheap test first: an ordinary message is kept as it is.
  if (message.length <= MAX_FAILURE_DETAIL_CHARS) return message;
  // Never cut between the two halves of an emoji or other astral character.
  const end = /[\ud800-\udbff]/.test(message.charAt(MAX_FAILURE_DETAIL_CHARS - 1)) ? MAX_FAILURE_DETAIL_CHARS - 1 : MAX_FAILURE_DETAIL_CHARS;
  return errorMessages.providerFailureCut(message.slice(0, end), message.length - end);
}

// Duck-typed, as describeError reads it: an error from another realm is not `instanceof Error` here.
function messageOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? describeError(error).message : undefined;
}

function thrownValue(error: unknown): string {
  if (typeof error === 'string') return 'empty text';
  if (messageOf(error) !== undefined) {
    const name = (error as { name?: unknown }).name;
    return `${typeof name === 'string' && name !== '' ? `a ${name}` : 'an error'} with no message`;
  }
  return shownValue(error);
}
