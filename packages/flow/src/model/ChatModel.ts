// The model as the runtime sees it: messages and tools in, text or tool calls out.
import type { ToolDefinition } from '@switchboard/matcher';

export interface ToolCall {
  id: string;
  name: string;
  /** Arguments as the model gave them (already parsed from JSON). */
  arguments: Record<string, unknown>;
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

/** One request: everything the model is shown. */
export interface ModelRequest {
  messages: ChatMessage[];
  tools: ToolDefinition[];
}

/** The model either answers the caller or asks for tool calls. */
export type ModelReply =
  | { kind: 'text'; text: string }
  | { kind: 'tool_calls'; calls: ToolCall[]; text?: string };

/**
 * A chat model. Implementations: {@link ScriptedModel} (replies given in advance) and
 * {@link OpenAIChatModel} (any OpenAI-compatible chat-completions server).
 *
 * @example
 * const reply = await model.complete({ messages: [{ role: 'user', content: 'Hi' }], tools: [] });
 */
export interface ChatModel {
  complete(request: ModelRequest, options?: { signal?: AbortSignal }): Promise<ModelReply>;
}
