// A document's error, its file named as the one who gave it wrote it (typed on a command line, written in a flow).

/**
 * The error's message with the path the document was read at (its `file`, absolute as `loadDocument` resolves it)
 * replaced by `shown`; the message as it is when it does not name that path.
 *
 * @example
 *   errorNamedAs(error, 'data/patients.csv') // 'data/patients.csv is a data table (a CSV file), not a lookup document. …'
 */
export function errorNamedAs(error: { message: string; file?: string }, shown: string): string {
  const at = error.file === undefined || error.file === '' ? -1 : error.message.indexOf(error.file);
  return at < 0 || error.file === undefined ? error.message : `${error.message.slice(0, at)}${shown}${error.message.slice(at + error.file.length)}`;
}
