// A command's --help text: its lines joined, the terms of its option lines ("  --json  what it does") in one column.

/**
 * The lines joined, each option line's text starting in one column (two spaces past the longest term).
 *
 * @example
 * helpText(['usage: switchboard inspect DOC [--json]', '  DOC  a lookup document', '  --json  print JSON'])
 * // 'usage: …\n  DOC     a lookup document\n  --json  print JSON'
 */
export function helpText(lines: readonly string[]): string {
  const option = /^ {2}(\S(?:.*?\S)?) {2,}(\S.*)$/;
  const width = Math.max(0, ...lines.map((line) => option.exec(line)?.[1]?.length ?? 0));
  return lines.map((line) => {
    const found = option.exec(line);
    return found === null ? line : `  ${found[1]!.padEnd(width)}  ${found[2]}`;
  }).join('\n');
}
