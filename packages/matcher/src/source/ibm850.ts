// Code page 850 (MS-DOS Latin 1), which Excel's "CSV (MS-DOS)" writes in Western Europe; code page 437, its US form,
// writes the accented letters it has (ü é â ä à å ç ê ë è ï î ì Ä Å É æ Æ ô ö ò û ù ÿ Ö Ü á í ó ú ñ Ñ ß) at the same
// bytes, and has box drawing and Greek where 850 has more letters. Node's TextDecoder reads neither.

/** The characters of bytes 0x80-0xFF in code page 850, in byte order (the bytes below are ASCII). */
const UPPER_HALF = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

/**
 * Decodes bytes of code page 850: one byte a character, so no character is ever cut by a chunk's end.
 *
 * @example
 *   decodeIbm850(Uint8Array.from([0x4a, 0x6f, 0x73, 0x82])) // "José"
 */
export function decodeIbm850(bytes: Uint8Array): string {
  let text = '';
  let run = 0;
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (byte < 0x80) continue;
    // ASCII between accented bytes is copied in one piece.
    if (at > run) text += Buffer.from(bytes.buffer, bytes.byteOffset + run, at - run).toString('latin1');
    text += UPPER_HALF[byte - 0x80];
    run = at + 1;
  }
  return run === 0 ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1') : text + Buffer.from(bytes.buffer, bytes.byteOffset + run, bytes.length - run).toString('latin1');
}
