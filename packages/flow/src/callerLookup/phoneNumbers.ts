// libphonenumber-js, loaded when a caller number is first read or a region first checked, not when the flow package
// loads: its 80-odd modules and their metadata cost about 75 ms of every process that loads the package (a Jest test
// file's twice that or more), and most never read a phone number.
import { createRequire } from 'node:module';
import type * as Libphonenumber from 'libphonenumber-js';

let loaded: typeof Libphonenumber | undefined;

/**
 * The libphonenumber-js package (its CommonJS build, the same functions and metadata as its ES build), loaded once.
 *
 * @example
 *   phoneNumbers().isSupportedCountry('GB') // true
 */
export function phoneNumbers(): typeof Libphonenumber {
  return (loaded ??= createRequire(import.meta.url)('libphonenumber-js') as typeof Libphonenumber);
}
