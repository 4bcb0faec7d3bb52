// The anti-hijacking prefix some APIs put before JSON (Google's `)]}'`, AngularJS's `)]}',`), which their clients strip.

/** `)]}'` then an optional comma and a line break, at the very start of the (trimmed) body. */
const PREFIX = /^\)\]\}',?\r?\n/;

/**
 * The body without the prefix when it starts with one and the rest is JSON-looking, else undefined: a script that
 * includes the answer cross-site stops at the prefix, while a client that reads it strips it, as AngularJS's $http does.
 * @example withoutHijackingPrefix(")]}'\n{\"name\":\"Ann\"}") // '{"name":"Ann"}'
 */
export function withoutHijackingPrefix(trimmed: string): string | undefined {
  if (!trimmed.startsWith(")]}'")) return undefined;
  const match = PREFIX.exec(trimmed);
  return match === null ? undefined : trimmed.slice(match[0].length).trim();
}
