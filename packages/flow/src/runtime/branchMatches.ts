// Does what the caller said contain one of a branch case's words or phrases?
import type { Json } from '../flowTypes.js';

/**
 * Compares words, ignoring case and punctuation; a phrase must appear as consecutive words.
 *
 * @example
 * branchMatches('Yes, please.', ['yes', 'sure']); // true
 * branchMatches('yesterday', ['yes']);            // false
 */
export function branchMatches(value: Json | undefined, phrases: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  const said = ` ${words(value).join(' ')} `;
  return phrases.some((phrase) => {
    const wanted = words(phrase).join(' ');
    return wanted !== '' && said.includes(` ${wanted} `);
  });
}

function words(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}']+/u).filter(Boolean);
}
