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

// A section's condition, `[=1]`, `[<>0]`, `[>=10]`: the comparison and the number it compares with.
const CONDITION = /\[(<>|<=|>=|<|>|=)\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s*\]/;

/** A section's condition as a test of a value, undefined when it has none. */
function sectionCondition(section: string): ((value: number) => boolean) | undefined {
  const condition = CONDITION.exec(section);
  if (condition === null) return undefined;
  const limit = Number(condition[2]);
  switch (condition[1]) {
    case '=': return (value) => value === limit;
    case '<>': return (value) => value !== limit;
    case '<': return (value) => value < limit;
    case '<=': return (value) => value <= limit;
    case '>': return (value) => value > limit;
    default: return (value) => value >= limit;
  }
}

/** A section's text when it holds text alone (quoted or escaped, a colour, locale or condition beside it); else undefined. */
function sectionWords(section: string): string | undefined {
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
  const parts = formatSections(formatCode).slice(0, 3);
  if (formatCode.includes('[') && parts.some((part) => CONDITION.test(part))) return conditionalWords(parts);
  const sections = parts.map(sectionWords);
  // A bracket that is no condition but looks like one (`[>a]`) is left as stored.
  if (parts.some((part) => /\[[<>=]/.test(part))) return undefined;
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

/**
 * A format choosing its section by condition, `[=1]"Yes";[=0]"No"`, as the text it shows for a stored number, when its
 * sections show words alone: as Excel picks them, the first section whose condition the number meets, else the first
 * section without a condition (`General` there shows the number as stored). A number no section takes (Excel shows
 * `#####`) reads as stored. Undefined when a section shows digits or a date, or the words are all blank.
 *
 * @example
 *   wordsShown('[=1]"Yes";[=0]"No"')?.('0') // "No"
 *   wordsShown('[=1]"Yes";[=0]"No";General')?.('7') // "7"
 */
function conditionalWords(parts: readonly string[]): ((stored: string) => string) | undefined {
  const sections = parts.map((part) => {
    const general = /^\s*general\s*$/i.test(part.replace(/\[[^\]]*\]/g, ''));
    return { when: sectionCondition(part), words: general ? undefined : sectionWords(part), general };
  });
  if (sections.some(({ words, general }) => words === undefined && !general) || sections.every(({ words }) => words === undefined || words === '')) return undefined;
  // Excel compares at most two conditions (the first two sections); any later section is the rest.
  const chosen = (value: number) => sections.find(({ when }, at) => (when === undefined ? true : at < 2 && when(value)));
  return (stored) => {
    const value = Number(stored);
    if (stored.trim() === '' || Number.isNaN(value)) return stored;
    return chosen(value)?.words ?? stored;
  };
}
