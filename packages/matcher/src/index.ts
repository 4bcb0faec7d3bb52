// @switchboard/matcher: lookup documents in, tool definitions and scored rows out.
export { loadDocument, type LoadOptions } from './document/loadDocument.js';
export { parseDocumentText } from './document/parseDocumentText.js';
export { jsonSyntaxProblem, type JsonSyntaxProblem } from './document/jsonSyntax.js';
export type { LookupDocument } from './document/LookupDocument.js';
export { createLookup, buildLookup } from './match/Lookup.js';
export type { Lookup, LookupOptions, LookupOutcome } from './match/Lookup.js';
export { tableFromRows } from './table/tableFromRows.js';
export type { Table } from './table/Table.js';
export { MatcherError } from './MatcherError.js';
export { cappedList, listedNames, messages, sentName, sentNames } from './messages.js';
export type { ErrorCode, IssueCode } from './messages.js';
export { toOpenAITool, toAnthropicTool, toMcpTool, toolInputSchema } from './tools/toolFormats.js';
export type { OpenAITool, AnthropicTool, McpTool, ToolInputSchema } from './tools/toolFormats.js';
export { validateLookupEntry } from './config/validateLookupEntry.js';
export type { LookupEntry, AdditionalColumnEntry, LookupConfig, SearchColumnConfig } from './config/LookupEntry.js';
export {
  DEFAULT_MATCH_MODE, DEFAULT_MIN_SCORE, DEFAULT_CONFIDENT_SCORE, DEFAULT_MAX_CANDIDATES, DEFAULT_CONFIDENT_MARGIN,
  DEFAULT_MAX_ROWS, DEBUG_SCORE_ROWS, PREVIEW_ROWS, MAX_ADDITIONAL_COLUMNS,
} from './config/defaults.js';
export { MATCH_MODES } from './scoring/Scorer.js';
export type { MatchMode, Scorer } from './scoring/Scorer.js';
export type {
  Row, KeyScore, DebugScore, Candidate, HeardParts, LookupResult, LookupOutcome as LookupResultKind, Issue, IssueSeverity, ToolParameter,
  ToolDefinition, FileStatus, LookupStatus, DocumentStatus, LoadProgress, ReadingProgress, BuildingProgress, IndexingProgress,
} from './types.js';
export { tuneThresholds } from './tune/tuneThresholds.js';
export type { TuneOptions, TuneReport } from './tune/tuneThresholds.js';
export { evaluateThresholds, classifyRanked } from './tune/evaluateThresholds.js';
export { parseLabels, labelKey, readLabels, isNotInTableMarker, NOT_IN_TABLE_MARKERS } from './tune/labelsCsv.js';
export { binaryKind, BINARY_KIND_WORDS, type BinaryKind } from './source/fileMagic.js';
export { markupKind, type MarkupKind } from './source/markupKind.js';
export { closestChoice } from './config/closestChoice.js';
export { TENS, UNDER_TWENTY } from './normalise/numberWords.js';
export { closestFileBeside } from './document/closestFile.js';
export { errorNamedAs } from './document/errorNamedAs.js';
export { columnIdentifier, RESERVED_PARAM_NAMES } from './tools/paramNames.js';
export type { Label } from './tune/labelsCsv.js';
export type { LabelledQuery, RankedRow, TuneThresholds, Confusion } from './tune/labelledQuery.js';
