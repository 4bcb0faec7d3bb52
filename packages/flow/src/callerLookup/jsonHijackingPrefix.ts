// The anti-hijacking prefix some APIs put before JSON (Google's `)]}'`, AngularJS's `)]}',`), which their clients strip.

/** `)]}'` then an optional comma and a line break (read without one too: only a JSON API writes the prefix), at the very start of the (trimmed) body. */
const PREFIX = /^\)\]\}',?/;

/**
 * The body without the prefix when it starts with one, else undefined: a script that
 * includes the answer cross-site stops at the prefix, while a client that reads it strips it, as AngularJS's $http does.
 * @example withoutHijackingPrefix(")]}'\n{\"name\":\"Ann\"}") // '{"name":"Ann"}'
 */
export function withoutHijackingPrefix(trimmed: string): string | undefined {
  if (!hasHijackingPrefix(trimmed)) return undefined;
  const match = PREFIX.exec(trimmed);
  return match === null ? undefined : trimmed.slice(match[0].length).trim();
}

/**
 * Whether the (trimmed) body opens with `)]}'`: only a JSON API writes that, so what follows is meant as JSON, and a
 * rest that does not parse is a broken JSON answer, not text to greet a caller with.
 * @example hasHijackingPrefix(")]}'\nAnn Lee") // true
 */
export function hasHijackingPrefix(trimmed: string): boolean {
  return trimmed.startsWith(")]}'");
}
