// Numbers a workbook shows as words: a yes/no column stores 1 and 0 under the format `"Yes";"Yes";"No"` and shows
// "Yes" and "No" (`"TRUE";"TRUE";"FALSE"`, `"On";"On";"Off"` alike). read-excel-file gives the number stored, "1", which
// an agent would read out as "one"; the cell's format says how it reads.

/** A format's sections, split at the semicolons outside quoted text and escapes. */
function formatSections(formatCode: string): string[] {
  const sections = [''];
  for (const [piece] of formatCode.matchAll(/"[^"]*"?|\\.|[^"\\;]+|;/g)) {
    if (piece === ';') sections.push('');
    else sections[sections.length - 1] += piece;
  }
  return sections;
}

/** A section's text when it holds text alone (quoted or escaped, a colour or locale beside it); else undefined. */
function sectionWords(section: string): string | undefined {
  // A condition (`[=1]`, `[>0]`) picks the section by value, not by sign: such formats are left as stored.
  if (/\[[<>=]/.test(section)) return undefined;
  const bare = section.replace(/\[[^\]]*\]/g, '');
  if (!/^(?:"[^"]*"|\\.|\s)*$/.test(bare)) return undefined;
  return bare.replace(/"([^"]*)"|\\(.)/g, (_whole, quoted: string | undefined, escaped: string | undefined) => quoted ?? escaped ?? '').trim();
}

/**
 * A number format whose number sections (positive; negative; zero) all show text alone, as the text it shows for a
 * stored number, picked by the number's sign as Excel picks sections: with one section, a negative number shows it
 * after a minus; with two, zero shows the first. Undefined for any other format (one showing a digit, a date, `@`, a
 * condition), and for a format whose words are all blank (`;;;`, which hides the cell, reads as stored).
 *
 * @example
 *   wordsShown('"Yes";"Yes";"No"')?.('0') // "No"
 *   wordsShown('[Green]"On";[Red]"On";"Off"')?.('1') // "On"
 *   wordsShown('0.00') // undefined
 */
export function wordsShown(formatCode: string): ((stored: string) => string) | undefined {
  // (The fourth section is for text cells, which keep their text.)
  const sections = formatSections(formatCode).slice(0, 3).map(sectionWords);
  if (sections.some((words) => words === undefined) || sections.every((words) => words === '')) return undefined;
  const [positive = '', negative, zero] = sections as string[];
  return (stored) => {
    const value = Number(stored);
    if (stored.trim() === '' || Number.isNaN(value)) return stored;
    if (value > 0) return positive;
    if (value < 0) return negative ?? (positive === '' ? '' : `-${positive}`);
    return zero ?? positive;
  };
}
