// Keys a caller pressed on the phone's keypad (DTMF), as a turn: what a collect stores, and what a model is shown.

/** The keys a phone sends as tones: the digits, `*`, `#`, and the A-D of some keypads. */
const KEYPAD_KEYS = /^[0-9*#A-D]+$/;

/** A key press read as a turn: the keys as pressed (A-D in capitals), and the entry a collect stores. */
export type KeypadTurn = { ok: true; keys: string; entry: string } | { ok: false; problem: string };

/**
 * Reads keys pressed as one turn. `#` ends the entry, as on most IVRs, so it may come only last and is not stored
 * (`4155550100#` stores `4155550100`); `#` alone is the key itself, stored as `#`; `*` is stored as pressed.
 *
 * @example
 * keypadTurn('101#'); // { ok: true, keys: '101#', entry: '101' }
 * keypadTurn('#');    // { ok: true, keys: '#', entry: '#' }
 * keypadTurn('1#2');  // { ok: false, problem: '"#" ends the entry, so it can come only last …' }
 */
export function keypadTurn(pressed: string): KeypadTurn {
  const keys = pressed.replace(/[a-d]/g, (letter) => letter.toUpperCase());
  if (keys === '') return { ok: false, problem: 'no key is pressed (silence is hear(""))' };
  if (!KEYPAD_KEYS.test(keys)) return { ok: false, problem: separatorProblem(keys) ?? 'a keypad has only the keys 0-9, *, # and A-D' };
  const end = keys.indexOf('#');
  if (end >= 0 && end !== keys.length - 1) return { ok: false, problem: '"#" ends the entry, so it can come only last (send the keys after it as a turn of their own)' };
  // Pressed before any other key, `#` ends nothing: it is the key itself, a menu's choice ("press pound to go back").
  return { ok: true, keys, entry: end > 0 ? keys.slice(0, end) : keys };
}

/**
 * Keys written in groups for reading (`482 1907#`, `555-0123`), as a number is: which mark is no key, and the keys
 * meant. Undefined when the keys are wrong otherwise.
 */
function separatorProblem(keys: string): string | undefined {
  const joined = keys.replace(/[\s-]+/g, '');
  if (joined === '' || joined === keys || !KEYPAD_KEYS.test(joined)) return undefined;
  const mark = /\s/.test(keys) ? 'a space' : 'a "-"';
  return `${mark} is no key: write "${joined}", the keys one after another`;
}

/**
 * What a model is shown for keys pressed: said to be keys, never taken for words (`1` pressed is not "one" said).
 *
 * @example
 * keysForModel('101#'); // '[the caller pressed the keys 101#]'
 */
export function keysForModel(keys: string): string {
  return `[the caller pressed the keys ${keys}]`;
}
