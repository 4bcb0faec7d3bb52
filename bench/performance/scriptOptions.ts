// Command lines of the benchmark's side scripts (`compareBuilds.ts`, `scorerCost.ts`): `--name=value` options and
// bare flags. A mistyped option is an error, never a run with the defaults.

/**
 * Reads `args`; throws naming the first argument that is neither a known `--name=value` option nor a known flag, or a
 * valued option without its `=value`.
 *
 * @example
 *   scriptOptions(['--size=100000', '--city'], ['size', 'queries'], ['city']) // { values: { size: '100000' }, flags: Set { 'city' } }
 */
export function scriptOptions(args: readonly string[], valued: readonly string[], flags: readonly string[]): { values: Record<string, string>; flags: Set<string> } {
  const values: Record<string, string> = {};
  const set = new Set<string>();
  for (const arg of args) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const name = match?.[1];
    if (name !== undefined && match?.[2] !== undefined && valued.includes(name)) values[name] = match[2];
    else if (name !== undefined && match?.[2] === undefined && flags.includes(name)) set.add(name);
    else if (name !== undefined && valued.includes(name)) throw new Error(`--${name} takes a value: --${name}=…`);
    else throw new Error(`unknown option "${arg}"`);
  }
  return { values, flags: set };
}

/** `scriptOptions` for a script's entry: on a bad argument, prints it and the usage line, and exits with status 2. */
export function scriptOptionsOrExit(args: readonly string[], valued: readonly string[], flags: readonly string[], usage: string): { values: Record<string, string>; flags: Set<string> } {
  try {
    return scriptOptions(args, valued, flags);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    process.exit(2);
  }
}
