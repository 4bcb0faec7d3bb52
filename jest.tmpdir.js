// Every test file's temporary folders (mkdtemp under os.tmpdir(): tables, flows, labels, call files) go into one folder
// per run, removed when the run ends: the tests made some 100 folders a run and left most of them behind, so a
// developer's /tmp grew by gigabytes. Node's os.tmpdir() reads TMPDIR, and Jest's workers inherit it from here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const KEY = 'SWITCHBOARD_TEST_TMPDIR';

/** Jest's globalSetup: a fresh folder for this run's temporary files. */
export function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'switchboard-tests-'));
  process.env[KEY] = folder;
  process.env.TMPDIR = folder;
}

/** Jest's globalTeardown: the run's folder and everything the tests left in it. */
export function teardown() {
  const folder = process.env[KEY];
  if (folder) rmSync(folder, { recursive: true, force: true });
}
