// Speech text as a `never_says` expectation compares it: as written, but for case, runs of spaces and the Unicode form.

/**
 * `text` as a never_says compares it: one Unicode form, lower case, one space between words. Its punctuation counts: a
 * never_says is often the mark of a blank value (`"Hello , I see"`), which only the punctuation shows.
 * @example asWritten('Hello ,  I see'); // 'hello , i see'
 */
export function asWritten(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}
