// A lookup tool in each model vendor's own JSON shape: OpenAI, Anthropic and MCP.
import type { ToolDefinition } from '../types.js';

/** The JSON Schema of a tool's arguments: strings, the primary one required. */
export interface ToolInputSchema {
  type: 'object';
  properties: Record<string, { type: 'string'; description: string }>;
  required: string[];
  additionalProperties: false;
}

export interface OpenAITool {
  type: 'function';
  function: { name: string; description: string; parameters: ToolInputSchema };
}
export interface AnthropicTool { name: string; description: string; input_schema: ToolInputSchema }
export interface McpTool { name: string; description: string; inputSchema: ToolInputSchema }

/**
 * The arguments of a tool as JSON Schema.
 *
 * @example
 *   toolInputSchema(tool).required // ['full_name']
 */
export function toolInputSchema(tool: ToolDefinition): ToolInputSchema {
  const properties: ToolInputSchema['properties'] = {};
  for (const parameter of tool.parameters) properties[parameter.name] = { type: 'string', description: parameter.description };
  return { type: 'object', properties, required: tool.parameters.filter((p) => p.required).map((p) => p.name), additionalProperties: false };
}

/**
 * OpenAI chat-completions `tools[]` entry.
 *
 * @example
 *   toOpenAITool(doc.tools[0]) // { type: 'function', function: { name: 'lookup_customer', description, parameters } }
 */
export function toOpenAITool(tool: ToolDefinition): OpenAITool {
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters: toolInputSchema(tool) } };
}

/**
 * Anthropic Messages API `tools[]` entry.
 *
 * @example
 *   toAnthropicTool(doc.tools[0]) // { name: 'lookup_customer', description, input_schema }
 */
export function toAnthropicTool(tool: ToolDefinition): AnthropicTool {
  return { name: tool.name, description: tool.description, input_schema: toolInputSchema(tool) };
}

/**
 * Model Context Protocol `tools/list` entry.
 *
 * @example
 *   toMcpTool(doc.tools[0]) // { name: 'lookup_customer', description, inputSchema }
 */
export function toMcpTool(tool: ToolDefinition): McpTool {
  return { name: tool.name, description: tool.description, inputSchema: toolInputSchema(tool) };
}
