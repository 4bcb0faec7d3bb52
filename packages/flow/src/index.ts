/** `@switchboard/flow`: flow files → checked flows → XState calls, with models and call context. */
export { printable } from './printable.js';
export { loadFlow, loadFlowBytes, loadFlowText, notALookupDocument, switchboardKindOf, type LoadedFlow, type LoadFlowOptions } from './load/loadFlow.js';
export { dataFileKind, type DataFileKind } from './load/dataFileKind.js';
export { formatFlowIssue } from './load/formatFlowIssue.js';
export { FileTooLargeError, linesWithin, MAX_READ_BYTES, readFileWithin, readStreamWithin } from './load/readWithin.js';
export { shownFlowIssue } from './load/shownFlowIssue.js';
export { shownFile } from './shownFile.js';
export { countIssues, LISTED_PER_KIND } from './load/listedIssues.js';
export { readFlowSource, type FlowSource, type SourcePosition } from './load/readFlowSource.js';
export { NODE_KINDS, NODE_FIELDS, DEFAULT_MAX_TOOL_ROUNDS, DEFAULT_LOOKUP_VARIABLE, RESERVED_VARIABLES } from './load/readFlowNodes.js';
export { nodeEdges, type NodeEdge } from './load/nodeEdges.js';
export { IGNORABLE_WARNINGS, ISSUE_CODES } from './load/ignoreWarnings.js';
export {
  LOOKUP_OUTCOMES,
  CALLER_LOOKUP_OUTCOMES,
  type CallerLookupEdge,
  type CallerLookupNode,
  type BranchCase,
  type BranchNode,
  type CollectNode,
  type ConversationNode,
  type EndNode,
  type Flow,
  type FlowFormats,
  type FlowIssue,
  type FlowNode,
  type FlowNodeKind,
  type Json,
  type LookupEdge,
  type LookupNode,
  type SayNode,
  type SetNode,
  type SetValue,
  type TransferNode,
} from './flowTypes.js';
export { ISSUE, issueMessages, ERROR, errorMessages, type FlowErrorCode } from './messages.js';
export { FlowError, describeError } from './FlowError.js';
export { renderTemplate, templateVariables, type TemplateFormatting, type UnformattedValue } from './template/renderTemplate.js';
export { FORMATTER_NAMES, formatValue, type Formatted } from './template/format/formatters.js';
export type { FormatSettings, NumericDateOrder } from './template/format/FormatSettings.js';
export { readVariable } from './template/readVariable.js';
export { nodesReadingCaller } from './template/nodesReadingCaller.js';
export type { LookupProvider, StoppableLookupProvider } from './lookup/LookupProvider.js';
export { bindArguments } from './lookup/bindArguments.js';
export type { ChatMessage, ChatModel, ModelReply, ModelRequest, ToolCall } from './model/ChatModel.js';
export { ScriptedModel, type ScriptedModelOptions, type ScriptedReply } from './model/ScriptedModel.js';
export { OpenAIChatModel, openAIOptionsFromEnv, DEFAULT_MODEL_MAX_RESPONSE_BYTES, DEFAULT_MODEL_TIMEOUT_MS, type OpenAIChatModelOptions } from './model/OpenAIChatModel.js';
export { runToolLoop, ToolLoopError, MAX_TOOL_CALLS_PER_REPLY, type ToolLoopInput, type ToolLoopOutput } from './model/runToolLoop.js';
export { modelRequestMessages } from './model/loggedRequests.js';
export { newCallContext, type CallContext } from './runtime/CallContext.js';
export type { CallEvent, CallStatus, ErrorInfo } from './runtime/CallEvent.js';
export { lookupFailureOf } from './runtime/lookupFailure.js';
export { branchMatches } from './runtime/branchMatches.js';
export { keypadTurn, keysForModel, type KeypadTurn } from './runtime/keypadTurn.js';
export {
  createCallMachine,
  provideDependencies,
  FAILED_STATE,
  LOOPING_STATE,
  MAX_STEPS_WITHOUT_CALLER,
  SILENT_TURN,
  type CallDependencies,
  type CallerLookupActorInput,
  type ConverseActorInput,
  type LookupActorInput,
  type CallMachine,
  type CallMachineContext,
  type CallMachineEvent,
} from './runtime/createCallMachine.js';
export { CallVariables, type StoredVariables } from './runtime/CallVariables.js';
export { MAX_SPOKEN_REPLY_CHARS, spokenReply } from './runtime/spokenReply.js';
export { MAX_SPOKEN_VALUE_CHARS, spokenTemplate } from './runtime/spokenTemplate.js';
export { DEFAULT_LOOKUP_TIMEOUT_MS, withLookupTimeout } from './runtime/lookupTimeout.js';
export { MAX_LOOKUP_CANDIDATES, MAX_LOOKUP_ANSWER_CHARS } from './runtime/lookupAnswer.js';
export { MAX_AHEAD_NAMED } from './runtime/partAhead.js';
export { CallSession, startCall, restoreCall, type CallOptions, type CallSnapshot } from './runtime/CallSession.js';
// Caller-ID lookup over HTTP (docs/caller-lookup.md).
export {
  callerLookupTool,
  lookupCaller,
  toE164,
  bodyForModel,
  classifyResponse,
  validateCallerLookupConfig,
  type CallerLookupConfig,
  type CallerLookupOutcome,
} from './callerLookup/index.js';
export { normaliseCallContextArguments } from './lookup/callContextArguments.js';
// Replaying scripted calls (docs/replay.md).
export {
  replayCall,
  replayPaths,
  parseCallScript,
  checkExpectations,
  checkScriptAgainstFlow,
  flowCoverage,
  isFullCoverage,
  formatCoverage,
  formatReport,
  formatDivergence,
  junitXml,
  replayJson,
  startCallerLookupFixture,
  CALL_FILE_FIELDS,
  CALL_FILE_ISSUES,
  DIVERGENCE_MESSAGES,
  DEFAULT_TURN_TIMEOUT_MS,
  MAX_TIMER_MS,
  type CallReport,
  type CallScript,
  type Divergence,
  type FixtureServer,
  type FlowCoverage,
  type ReplayOptions,
  type ReplayResult,
  type ReplayCallStatus,
} from './replay/index.js';
