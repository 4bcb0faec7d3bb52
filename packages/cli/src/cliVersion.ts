// The version `switchboard --version` prints: the cli package's own, read from its package.json when asked.
import { readFile } from 'node:fs/promises';

/**
 * The `version` of @switchboard/cli's package.json, one folder above this file both in src/ (a clone run from source)
 * and in dist/ (a build, an installed package: npm always packs package.json), so it never disagrees with a release.
 *
 * @example await cliVersion() // "0.1.0"
 */
export async function cliVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string') throw new Error('packages/cli/package.json has no "version"');
  return manifest.version;
}
