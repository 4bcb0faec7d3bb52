// A 2xx that is a file's bytes (an image, a PDF, an archive) rather than a record: no text a flow could say.

/** Media types whose bodies are bytes, not text (JSON or text served as `application/octet-stream` is read as such). */
const BINARY_TYPE = /^\s*(image|audio|video|font)\/|^\s*application\/(pdf|zip|gzip|x-gzip|x-tar|x-7z-compressed|vnd\.rar)\s*(;|$)/i;
/** A control character no text record holds (tab, line feed, form feed and carriage return are text's own). */
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F]/;

/**
 * Whether a 2xx body is binary data: declared a binary media type, or holding a control character in its first
 * kilobyte (a PNG's `\u001a\u0000`, a JPEG's header), as no text or JSON answer does.
 * @example isBinaryAnswer('\u0089PNG\r\n\u001a\n\u0000…', 'image/png') // true
 * @example isBinaryAnswer('{"name":"Ann Lee"}', 'application/octet-stream') // false
 */
export function isBinaryAnswer(body: string, contentType: string): boolean {
  return BINARY_TYPE.test(contentType) || CONTROL.test(body.slice(0, 1024));
}
