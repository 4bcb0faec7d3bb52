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

/**
 * `--name=value` written for an option that takes a value, as two words (`--name`, `value`), before `--` only: GNU's
 * long-option form, which the commands read as an unknown option ("did you mean --tool?") until 2026-12-07. An empty
 * value (`--format=`) is left to the command, which says the option needs one.
 *
 * @example optionValuesApart(['--tool=lookup_customer', '--json=1'], ['--tool']) // ['--tool', 'lookup_customer', '--json=1']
 */
export function optionValuesApart(argv: readonly string[], valueOptions: readonly string[]): string[] {
  const { words, operands } = splitAtDoubleDash(argv);
  const apart = words.flatMap((word) => {
    const equals = word.indexOf('=');
    return word.startsWith('--') && equals > 2 && equals < word.length - 1 && valueOptions.includes(word.slice(0, equals)) ? [word.slice(0, equals), word.slice(equals + 1)] : [word];
  });
  return argv.includes('--') ? [...apart, '--', ...operands] : apart;
}
