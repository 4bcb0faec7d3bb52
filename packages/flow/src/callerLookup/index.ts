// Caller lookup (issue 7): the `lookup_caller` tool and the deterministic lookup against a client database over HTTP.
export {
  DEFAULT_AUTH_HEADER,
  DEFAULT_FOLLOW_REDIRECTS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_REGION,
  DEFAULT_TIMEOUT_MS,
  LIMITS as CALLER_LOOKUP_LIMITS,
  resolveCallerLookupConfig,
} from './CallerLookupConfig.js';
export type { CallerLookupConfig, ResolvedCallerLookupConfig } from './CallerLookupConfig.js';
export type { CallerLookupOutcome, CallerLookupResult } from './CallerLookupOutcome.js';
export { validateCallerLookupConfig } from './validateCallerLookupConfig.js';
export type { CallerLookupIssue } from './validateCallerLookupConfig.js';
export { callerLookupTool, LOOKUP_CALLER_DESCRIPTION, LOOKUP_CALLER_TOOL_NAME } from './callerLookupTool.js';
export type { CallerLookupToolDef } from './callerLookupTool.js';
export { toE164 } from './toE164.js';
export type { E164Result } from './toE164.js';
export { classifyResponse } from './classifyResponse.js';
export type { ClassifyContext, LookupResponse } from './classifyResponse.js';
export { lookupUrl } from './lookupUrl.js';
export { lookupCaller } from './lookupCaller.js';
export { bodyForModel } from './bodyForModel.js';
export { redactToken } from './redactToken.js';
export {
  CALLER_LOOKUP_ERROR,
  CALLER_LOOKUP_ISSUE,
  errorMessages as callerLookupErrorMessages,
  issueMessages as callerLookupIssueMessages,
  modelErrorText,
  modelNotFoundText,
  REDACTED,
} from './messages.js';
export type { CallerLookupErrorCode } from './messages.js';
