// A run-time failure in a call or a model, with a stable code and the original cause.
import type { FlowErrorCode } from './messages.js';

/**
 * Thrown (or recorded in a call's events) when something fails while a call runs.
 *
 * @example
 * throw new FlowError(ERROR.modelHttp, errorMessages.modelHttp(url, 500, body));
 */
export class FlowError extends Error {
  readonly code: FlowErrorCode;

  constructor(code: FlowErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FlowError';
    this.code = code;
  }
}

/** A `{ code, message }` view of any thrown value, for event logs and tool results. */
export function describeError(error: unknown): { code: string; message: string } {
  // Duck-typed: errors from another realm (a worker, a test VM) are not `instanceof Error` here.
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    const code = (error as { code?: unknown }).code;
    return { code: typeof code === 'string' ? code : 'error', message: (error as { message: string }).message };
  }
  return { code: 'error', message: String(error) };
}
