// What every command's option parser shares.

/**
 * The usage error for an option that takes one value given more than once: the last would silently win, and a
 * script that repeats one by mistake would run against the wrong document, tool or file.
 *
 * @example
 *   givenTwice('--tool') // "--tool is given twice: give it once"
 */
export function givenTwice(option: string): string {
  return `${option} is given twice: give it once`;
}
