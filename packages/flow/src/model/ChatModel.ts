// The model as the runtime sees it: messages and tools in, text or tool calls out.
import type { ToolDefinition } from '@switchboard/matcher';

export interface ToolCall {
  id: string;
  name: string;
  /** Arguments as the model gave them (already parsed from JSON); `{}` when they could not be read. */
  arguments: Record<string, unknown>;
  /**
   * Set when the model's arguments were not a JSON object: the start of what it sent and why they could not be read.
   * The tool is not run; the model is told so in the tool's result (`tool_arguments_invalid`) and may call it again.
   */
  unreadableArguments?: { text: string; problem: string };
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

/**
 * The model either answers the caller or asks for tool calls. `retried`: the server's first answer was a passing
 * failure (`status`: 429, 500, 502, 503 or 504) and this reply is its answer to the request asked once more
 * (`OpenAIChatModel`), kept so that a call's log shows the hiccup.
 */
export type ModelReply = (
  | { kind: 'text'; text: string }
  | { kind: 'tool_calls'; calls: ToolCall[]; text?: string }
) & { retried?: { status: number } };

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
