// `--` ends a command's options, as in every POSIX command: the words after it are files, even those starting with `-`.

/**
 * The words before the first `--` (options and files, read as before) and those after it (files only).
 *
 * @example splitAtDoubleDash(['--json', '--', '-x.yaml']) // { words: ['--json'], operands: ['-x.yaml'] }
 */
export function splitAtDoubleDash(argv: readonly string[]): { words: string[]; operands: string[] } {
  const end = argv.indexOf('--');
  return end === -1 ? { words: [...argv], operands: [] } : { words: argv.slice(0, end), operands: argv.slice(end + 1) };
}
