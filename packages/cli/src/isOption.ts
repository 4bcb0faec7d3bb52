/**
 * An argument written as an option: `--name`, or one dash and a letter (`-j`, `-trace`), which no command has (only
 * `-h`, asked for help) and which is a slip for an option far more often than a file's name (`./-j` still names one, and so does `-j` after `--`).
 * `-` alone (stdin) and `-5` (a number) are not options.
 *
 * @example isOption('-j') // true
 */
export const isOption = (arg: string): boolean => arg.startsWith('--') || /^-\p{L}/u.test(arg);
