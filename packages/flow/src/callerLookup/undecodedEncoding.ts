// The Content-Encodings Node 20's fetch undoes: gzip (x-gzip), deflate and br. Any other coding in the list (zstd,
// compress) makes it undo none, and hand the body over still compressed.

const DECODED = new Set(['gzip', 'x-gzip', 'deflate', 'br', 'identity']);

/**
 * The first coding of a `Content-Encoding` header that fetch does not undo, or undefined when it undoes them all (or
 * there is none): a body so encoded arrives as compressed bytes, which would be read as a garbled record.
 * @example encodingFetchLeaves('zstd') // 'zstd'
 * @example encodingFetchLeaves('gzip') // undefined
 */
export function encodingFetchLeaves(contentEncoding: string): string | undefined {
  return contentEncoding.split(',').map((coding) => coding.trim().toLowerCase()).find((coding) => coding !== '' && !DECODED.has(coding));
}
