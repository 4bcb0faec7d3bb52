// The one error type the matcher throws: a stable code, the place, and the cause.
import type { ErrorCode } from './messages.js';

/**
 * Thrown when a lookup document cannot be read at all, or a tool call is invalid.
 *
 * @example
 *   try { doc.call('lookup_customer', {}) } catch (e) { if (e instanceof MatcherError) console.log(e.code) }
 */
export class MatcherError extends Error {
  readonly code: ErrorCode;
  /** The document field or tool argument concerned. */
  readonly path?: string;
  /** The file concerned. */
  readonly file?: string;

  constructor(code: ErrorCode, message: string, details: { path?: string; file?: string; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'MatcherError';
    this.code = code;
    if (details.path !== undefined) this.path = details.path;
    if (details.file !== undefined) this.file = details.file;
  }
}
