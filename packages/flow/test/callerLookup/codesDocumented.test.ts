// Every code a caller lookup reports, a flow file's problem or an `error` outcome, is named on docs/caller-lookup.md.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALLER_LOOKUP_ERROR, CALLER_LOOKUP_ISSUE } from '../../src/callerLookup/index.js';

const PAGE = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../../docs/caller-lookup.md'), 'utf8');

// Until 2026-12-07 six problem codes (caller_lookup_url_missing, caller_lookup_unknown_field, …) were on no line of it.
test.each([...Object.values(CALLER_LOOKUP_ISSUE), ...Object.values(CALLER_LOOKUP_ERROR)])('%s is named on the page', (code) => {
  expect(PAGE).toContain(`\`${code}\``);
});
