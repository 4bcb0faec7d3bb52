// Test support: a lookup document in a fresh temp folder next to copies of the named fixtures.
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocument, type LookupDocument } from '@switchboard/matcher';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** Writes `document` as JSON beside copies of `fixtures` and loads it. */
export async function documentWith(
  document: unknown,
  fixtures: readonly string[],
  options: { maxRows?: number; name?: string; text?: string; extraFiles?: Record<string, string | Uint8Array> } = {},
): Promise<{ doc: LookupDocument; folder: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'matcher-test-'));
  for (const fixture of fixtures) copyFileSync(join(FIXTURES, fixture), join(folder, fixture));
  for (const [name, text] of Object.entries(options.extraFiles ?? {})) writeFileSync(join(folder, name), text);
  const path = join(folder, options.name ?? 'doc.json');
  writeFileSync(path, options.text ?? JSON.stringify(document));
  const doc = await loadDocument(path, options.maxRows === undefined ? {} : { maxRows: options.maxRows });
  return { doc, folder };
}

/** A one-lookup document over one fixture. */
export function lookupOver(file: string, lookup: Record<string, unknown>, options: { maxRows?: number } = {}) {
  return documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Name', ...lookup }] }, [file], options);
}

/** The issue codes of a status, in order. */
export const codesOf = (doc: LookupDocument): string[] => doc.status().issues.map((issue) => issue.code);
