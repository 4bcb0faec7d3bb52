// libphonenumber-js is loaded at the first phone number read (`callerLookup/phoneNumbers.ts`), not with the package:
// a module importing its functions directly would load it in every process that loads the flow package.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../../src', import.meta.url));
// An import of values from the package: `import { x } from 'libphonenumber-js'`, `import * as x …`, `import x …`,
// and a bare `import 'libphonenumber-js'`; `import type …` loads nothing.
const VALUE_IMPORT = /import\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]libphonenumber-js(?:\/[^'"]*)?['"]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : []);
}

describe('the flow package loads libphonenumber-js late', () => {
  test('the pattern tells a value import from a type import', () => {
    expect(VALUE_IMPORT.test("import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';")).toBe(true);
    expect(VALUE_IMPORT.test("import * as phones from 'libphonenumber-js/max';")).toBe(true);
    expect(VALUE_IMPORT.test("import 'libphonenumber-js';")).toBe(true);
    expect(VALUE_IMPORT.test("import type { CountryCode } from 'libphonenumber-js';")).toBe(false);
  });

  test('no source module imports its values: they go through phoneNumbers()', () => {
    const importing = sourceFiles(SOURCE).filter((file) => VALUE_IMPORT.test(readFileSync(file, 'utf8')));
    expect(importing.map((file) => relative(SOURCE, file))).toEqual([]);
  });
});
