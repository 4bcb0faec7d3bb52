// The `lookup_caller` tool definition of the caller-lookup spec: no parameters, the number comes from the call.
import type { CallerLookupConfig } from './CallerLookupConfig.js';

/** A vendor-neutral tool definition; shaped like the matcher's `ToolDefinition`, with no parameters. */
export interface CallerLookupToolDef {
  name: 'lookup_caller';
  description: string;
  parameters: [];
}

export const LOOKUP_CALLER_TOOL_NAME = 'lookup_caller';

/** The spec's description, word for word. */
export const LOOKUP_CALLER_DESCRIPTION =
  'Retrieves information about the person currently on the call from the client database. ' +
  'Use this tool to check whether the caller is an existing client and to obtain their details ' +
  "(name, procedures, payments, dates, etc.). No parameters are needed — the caller's phone number is provided automatically.";

/**
 * The `lookup_caller` tool for a conversation node, or null when no lookup URL is configured
 * (the spec: without a URL the tool does not exist).
 * @example callerLookupTool({ url: 'https://crm.example.com/clients' })?.name // 'lookup_caller'
 * @example callerLookupTool({ url: '' }) // null
 */
export function callerLookupTool(config: CallerLookupConfig | undefined): CallerLookupToolDef | null {
  if (config === undefined || config.url.trim() === '') return null;
  return { name: LOOKUP_CALLER_TOOL_NAME, description: LOOKUP_CALLER_DESCRIPTION, parameters: [] };
}
