// Checks that need the documents: #lookup directives parse, name a known tool and bind its parameters.
import { directiveWithinLine, parseDirective } from '@switchboard/directive';
import { columnIdentifier, RESERVED_PARAM_NAMES, type ToolDefinition, type ToolParameter } from '@switchboard/matcher';
import type { FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import type { PendingIssue } from './readFlowNodes.js';
import type { ParseNodeText } from './directiveParses.js';
import { storedBy } from './validateVariables.js';

/** The tools each document of the flow defines, by document name; `undefined` when it did not load. */
export type DocumentTools = Record<string, ToolDefinition[] | undefined>;

/**
 * Reports directive problems, unknown documents and tools, unknown and unbound parameters, and document tools
 * named as one another or as a built-in tool the flow offers (`builtInTools`, e.g. `lookup_caller`).
 *
 * @example
 * validateLookups(nodes, { customers: [lookupCustomerTool] });
 */
export function validateLookups(
  nodes: Record<string, FlowNode>,
  order: readonly string[],
  documents: DocumentTools,
  callerLookupConfigured = false,
  documentsWithErrors: readonly string[] = [],
  builtInTools: readonly string[] = [],
  parse: ParseNodeText = parseDirective,
): PendingIssue[] {
  const issues: PendingIssue[] = [];
  const declared = Object.keys(documents);
  const toolOwners = new Map<string, string[]>();
  for (const [name, tools] of Object.entries(documents)) {
    for (const tool of tools ?? []) {
      const owners = toolOwners.get(tool.name);
      if (owners === undefined) toolOwners.set(tool.name, [name]);
      else owners.push(name);
    }
  }
  for (const [tool, owners] of toolOwners) {
    if (owners.length > 1) {
      issues.push({ code: ISSUE.duplicateTool, path: ['documents', owners[1] ?? ''], message: issueMessages.duplicateTool(tool, owners) });
    }
    // Every conversation node offers the built-in tool too: two tools of one name, and the document's never runs.
    if (builtInTools.includes(tool)) {
      for (const owner of owners) {
        issues.push({ code: ISSUE.duplicateTool, path: ['documents', owner], message: issueMessages.toolNamedAsBuiltIn(tool, owner) });
      }
    }
  }
  // The variables nodes store: a bare word naming one in a directive is most likely a variable missing its braces.
  const stored = new Set(order.flatMap((id) => {
    const node = nodes[id];
    return node === undefined ? [] : storedBy(node);
  }));
  // A document that failed to load has an issue of its own; its tools are then unknown, not missing.
  const everyDocumentLoaded = Object.values(documents).every((tools) => tools !== undefined);

  for (const id of order) {
    const node = nodes[id];
    if (node?.kind === 'conversation') {
      node.documents.forEach((name, index) => {
        if (!(name in documents)) {
          issues.push({ code: ISSUE.unknownDocument, path: ['nodes', id, 'documents', index], node: id, message: issueMessages.unknownDocument(id, name, declared) });
        }
      });
    }
    if (node && node.kind !== 'lookup' && node.kind !== 'caller_lookup' && node.kind !== 'branch' && node.kind !== 'set' && node.text !== undefined) {
      // A directive anywhere else would be spoken, or shown to the model, as text.
      const parsed = parse(node.text);
      if (parsed.directive !== null) {
        issues.push({ code: ISSUE.directiveOutsideLookup, path: ['nodes', id, 'text'], node: id, within: { line: parsed.directive.line, column: parsed.directive.column }, message: issueMessages.directiveOutsideLookup(id, node.kind) });
      } else {
        // A line like "#hashtag" is not prose either (it is left out of what is said): say to write "\#".
        for (const problem of parsed.issues) {
          if (problem.code !== 'unknown_directive') continue;
          issues.push({ code: problem.code, path: ['nodes', id, 'text'], node: id, message: issueMessages.directiveIssue(id, problem.message), within: { line: problem.line, column: problem.column } });
        }
      }
    }
    if (node?.kind === 'caller_lookup') {
      const parsed = parse(node.text);
      for (const problem of parsed.issues) {
        issues.push({ code: problem.code, path: ['nodes', id, 'text'], node: id, message: issueMessages.directiveIssue(id, problem.message), within: { line: problem.line, column: problem.column }, directive: problem });
      }
      const directive = parsed.directive;
      if (directive?.kind === 'caller_lookup' && directive.source !== undefined) {
        issues.push({ code: ISSUE.unknownCallerLookupSource, path: ['nodes', id, 'text'], node: id, within: { line: directive.line, column: directive.column }, message: issueMessages.unknownCallerLookupSource(id, directive.source) });
      }
      if (!callerLookupConfigured) {
        issues.push({ code: ISSUE.callerLookupNotConfigured, path: ['nodes', id, 'text'], node: id, message: issueMessages.callerLookupNotConfigured(id) });
      }
      continue;
    }
    if (node?.kind !== 'lookup') continue;

    const parsed = parse(node.text);
    const directive = parsed.directive;
    const tool = directive?.kind === 'lookup' && directive.tool !== ''
      ? [...Object.values(documents)].flatMap((tools) => tools ?? []).find((candidate) => candidate.name === directive.tool)
      : undefined;
    // A value written with no parameter name (`#lookup lookup_customer "Kaitlyn"`) stands, most likely, for the next
    // parameter not passed, required ones first: the message says to write it so, and that parameter is not also missing.
    const unbound = tool === undefined || directive?.kind !== 'lookup' ? [] : [...tool.parameters]
      .sort((a, b) => Number(b.required) - Number(a.required))
      .map((parameter) => parameter.name)
      .filter((name) => !directive.args.some((argument) => argument.param === name));
    const namedForValues = new Set<string>();
    for (const problem of parsed.issues) {
      let message = issueMessages.directiveIssue(id, problem.message);
      if (tool !== undefined && problem.unnamedValue !== undefined) {
        const param = unbound.shift();
        if (param !== undefined) namedForValues.add(param);
        message = issueMessages.unnamedArgument(id, tool.name, problem.unnamedValue, param, tool.parameters.map((parameter) => parameter.name));
      }
      issues.push({
        code: problem.code,
        path: ['nodes', id, 'text'],
        node: id,
        message,
        within: { line: problem.line, column: problem.column },
        directive: problem,
        ...(problem.severity === undefined ? {} : { severity: problem.severity }),
      });
    }
    if (directive === null || directive.kind !== 'lookup') {
      if (parsed.issues.length === 0) {
        // "Find the caller: #lookup …" is text by rule 1: say so, at the #, rather than only that there is no directive.
        const inline = directiveWithinLine(node.text);
        issues.push(inline === undefined
          ? { code: ISSUE.notALookupDirective, path: ['nodes', id, 'text'], node: id, message: issueMessages.notALookupDirective(id) }
          : { code: ISSUE.notALookupDirective, path: ['nodes', id, 'text'], node: id, within: { line: inline.line, column: inline.column }, message: issueMessages.directiveAfterText(id, inline.name, inline.before) });
      }
      continue;
    }
    // `city="{{caller_city}}"` passes those characters (directive rule 4): most likely the quotes are a slip.
    const textLines = node.text.split(/\r\n|\r|\n/);
    for (const argument of directive.args) {
      if (argument.binding.kind !== 'literal' || !/\{\{[^{}]*\}\}/.test(argument.binding.value)) continue;
      const opening = textLines[argument.line - 1]?.[argument.column - 1 + argument.param.length + 1];
      if (opening !== '"' && opening !== "'") continue;
      const alone = /^\{\{\s*([^{}]*?)\s*\}\}$/.exec(argument.binding.value)?.[1];
      issues.push({
        code: ISSUE.quotedTemplate,
        severity: 'warning',
        path: ['nodes', id, 'text'],
        node: id,
        within: { line: argument.line, column: argument.column },
        message: issueMessages.quotedTemplate(id, argument.param, argument.binding.value, alone),
      });
    }
    // `#lookup` with no tool name is the directive's empty_tool_name: no tool "" to look for as well.
    if (directive.tool === '') continue;

    const where = { line: directive.line, column: directive.column };
    if (!tool) {
      if (everyDocumentLoaded) {
        // A document with errors leaves their lookups out of its tools: the tool may be one of them, so say that.
        const message = documentsWithErrors.length > 0
          ? issueMessages.toolOfBrokenDocument(id, directive.tool, documentsWithErrors, [...toolOwners.keys()])
          : issueMessages.unknownTool(id, directive.tool, [...toolOwners.keys()]);
        issues.push({ code: ISSUE.unknownTool, path: ['nodes', id, 'text'], node: id, within: where, message });
      }
      continue;
    }
    const parameterNames = tool.parameters.map((parameter) => parameter.name);
    // Parameters passed under the reserved name the document renamed them from (`name=` for `query`): one issue each,
    // saying so, and not also missing.
    const passedAsReserved = new Set<string>();
    for (const argument of directive.args) {
      if (!parameterNames.includes(argument.param)) {
        const renamed = renamedParameter(argument.param, tool.parameters);
        if (renamed !== undefined) passedAsReserved.add(renamed);
        issues.push({
          code: ISSUE.unknownParameter,
          path: ['nodes', id, 'text'],
          node: id,
          within: { line: argument.line, column: argument.column },
          message: renamed === undefined
            ? issueMessages.unknownParameter(id, tool.name, argument.param, parameterNames)
            : issueMessages.reservedParameter(id, tool.name, argument.param, renamed, parameterNames, toolOwners.get(tool.name)?.[0]),
        });
      }
    }
    // `order=order_number` passes the text "order_number": when that is the name of a variable the flow stores, the
    // author almost surely meant `{{order_number}}`. A quoted word (`order='order_number'`) is taken as meant.
    const lines = node.text.split(/\r\n|\r|\n/);
    for (const argument of directive.args) {
      if (argument.binding.kind !== 'literal' || !stored.has(argument.binding.value)) continue;
      const opening = lines[argument.line - 1]?.[argument.column - 1 + argument.param.length + 1];
      if (opening === '"' || opening === "'") continue;
      issues.push({
        code: ISSUE.literalNamesVariable,
        severity: 'warning',
        path: ['nodes', id, 'text'],
        node: id,
        within: { line: argument.line, column: argument.column },
        message: issueMessages.literalNamesVariable(id, tool.name, argument.param, argument.binding.value),
      });
    }
    // `full_name={{name}}` with `into: name`: the row (or nothing) replaces the value looked up by. A field of the row
    // read back (`{{name.Account ID}}`) is a lookup chained on an earlier one's row, and left alone.
    const readsInto = directive.args.find((argument) => argument.binding.kind === 'variable' && argument.binding.name === node.into);
    if (readsInto !== undefined) {
      issues.push({
        code: ISSUE.intoReplacesArgument,
        severity: 'warning',
        path: ['nodes', id, 'into'],
        node: id,
        within: { line: 1, column: 1 },
        message: issueMessages.intoReplacesArgument(id, node.into, readsInto.param),
      });
    }
    for (const parameter of tool.parameters) {
      // A parameter written with a value the parser refused (`full_name=`, `full_name=Mr{{x}}`) has its own issue.
      const written = parsed.issues.length > 0 && new RegExp(`(^|\\s)${parameter.name.replace(/[^\w]/g, '\\$&')}\\s*=`).test(node.text);
      if (parameter.required && !written && !passedAsReserved.has(parameter.name) && !namedForValues.has(parameter.name) && !directive.args.some((argument) => argument.param === parameter.name)) {
        issues.push({ code: ISSUE.missingRequiredParameter, path: ['nodes', id, 'text'], node: id, within: where, message: issueMessages.missingRequiredParameter(id, tool.name, parameter.name) });
      }
    }
  }
  return issues;
}

/**
 * The parameter a lookup document named in place of `param` when `param` is a reserved name (`name`, `type`…): a
 * reserved `param_name`, or a column headed so, becomes `query` for the searched column and `query_<column>` for an
 * additional one (docs/lookup-documents.md, "Parameter names"). Undefined when `param` is not reserved or no
 * parameter is such a rename.
 *
 * @example
 *   renamedParameter('name', [{ name: 'query', column: 'Full Name', … }]) // "query"
 */
function renamedParameter(param: string, parameters: readonly ToolParameter[]): string | undefined {
  const reserved = param.toLowerCase();
  if (!RESERVED_PARAM_NAMES.includes(reserved)) return undefined;
  const renames = parameters.filter((parameter) => parameter.name === 'query' || parameter.name.startsWith('query_'));
  if (renames.length <= 1) return renames[0]?.name;
  // Several: the one of a column headed with that name, else the searched column's.
  return (renames.find((parameter) => parameter.name === `query_${reserved}` || columnIdentifier(parameter.column) === reserved) ?? renames.find((parameter) => parameter.name === 'query'))?.name;
}
