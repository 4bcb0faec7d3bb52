// Does what the caller said contain one of a branch case's words or phrases?
import type { Json } from '../flowTypes.js';

/**
 * Compares words, ignoring case and punctuation; a phrase must appear as consecutive words.
 *
 * @example
 * branchMatches('Yes, please.', ['yes', 'sure']); // true
 * branchMatches('yesterday', ['yes']);            // false
 * branchMatches(3, ['3']);                         // true (a cell read as a number)
 */
export function branchMatches(value: Json | undefined, phrases: readonly string[]): boolean {
  // A row's cell may be a number or a flag (`customer.Balance`); a whole row or list matches nothing.
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  if (text === undefined) return false;
  const said = ` ${words(text).join(' ')} `;
  return phrases.some((phrase) => {
    const wanted = words(phrase).join(' ');
    return wanted !== '' && said.includes(` ${wanted} `);
  });
}

function words(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}']+/u).filter(Boolean);
}
