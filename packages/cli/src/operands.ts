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
 * long-option form. An option given no value, as `--tool=` or followed by a long option (`--save --trace`; a value
 * may start with one dash, `--labels -labels.csv`), ends the words there, so the command says what it says of one
 * last on the line (`--tool needs a tool name`): every command stops at its first usage error, and would otherwise
 * take the next option for the value (a call saved to a file named `--trace`).
 *
 * @example optionValuesApart(['--tool=lookup_customer', '--json=1'], ['--tool']) // ['--tool', 'lookup_customer', '--json=1']
 * @example optionValuesApart(['doc.json', '--tool=', '--debug'], ['--tool']) // ['doc.json', '--tool']
 */
export function optionValuesApart(argv: readonly string[], valueOptions: readonly string[]): string[] {
  const { words, operands } = splitAtDoubleDash(argv);
  const apart: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const equals = word.startsWith('--') ? word.indexOf('=') : -1;
    const option = equals > 2 ? word.slice(0, equals) : word;
    if (!valueOptions.includes(option)) {
      apart.push(word);
      continue;
    }
    const value = equals > 2 ? word.slice(equals + 1) : words[index + 1];
    if (value === undefined || (equals > 2 && value === '') || (equals <= 2 && value.startsWith('--'))) return [...apart, option];
    apart.push(option, value);
    if (equals <= 2) index += 1;
  }
  return argv.includes('--') ? [...apart, '--', ...operands] : apart;
}
