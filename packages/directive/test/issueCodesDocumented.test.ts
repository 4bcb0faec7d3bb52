// Every issue the parser reports is on docs/directives.md: a row of its table of issue codes, with an example, or (an
// issue of prose alone) in its section on template references in other text.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIRECTIVE_ISSUES } from '@switchboard/directive';

const PAGE = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/directives.md'), 'utf8');
const PROSE_SECTION = PAGE.indexOf('## Template references in other text');
const TABLE = PAGE.slice(PAGE.indexOf('## Issue codes'), PROSE_SECTION);
const PROSE = PAGE.slice(PROSE_SECTION);

// Until 2026-12-07 format_in_argument (a formatter in a #lookup argument) was reported but on no line of the page.
test.each(Object.keys(DIRECTIVE_ISSUES))('%s is on the page', (code) => {
  expect(TABLE.includes(`| \`${code}\` |`) || PROSE.includes(`\`${code}\``)).toBe(true);
});
