// What a caller says to take back what they just said and say it again: "sorry", "no wait", "I mean", "scratch
// that"… One list for every reader of a correction: a name's word (`wordCorrected.ts`), a number's last digits
// (`codeSaidAgain.ts`), an email address (`emailCorrected.ts`) and a date (`dates.ts`). (Until 2026-12-06 each had its
// own copy, and a date put right after "scratch that", "my mistake", "pardon me" or "excuse me" kept the first date.)

/** The corrections, as one alternation for a regular expression (longer phrases before the words they start with). */
export const CORRECTION_WORDS = String.raw`no wait|no|nope|sorry|oops|wait|i mean|i meant|or rather|rather|actually|correction|scratch that|pardon me|excuse me|my mistake|my bad|my apologies`;

/** A cheap test first: whether a value may hold a correction (most heard values put nothing right). */
export const MAY_CORRECT = /\b(?:no|nope|sorry|oops|wait|mean|meant|rather|actually|correction|scratch|pardon|excuse|mistake|bad|apologies)\b/i;

/**
 * Words a caller says after an apology that put nothing right ("sorry, go ahead", "sorry, never mind", "sorry, one
 * moment", "no problem"): said after a correction in place of a name, they take nothing back.
 */
export const PUTTING_NOTHING_RIGHT: ReadonlySet<string> = new Set([
  'go', 'ahead', 'on', 'carry', 'continue', 'never', 'mind', 'nevermind', 'hold', 'wait', 'moment', 'second', 'minute',
  'again', 'repeat', 'pardon', 'okay', 'ok', 'fine', 'right', 'yeah', 'yes', 'nothing', 'forget', 'anyway', 'mute',
  'muted', 'line', 'bad', 'connection', 'hear', 'interrupt', 'interrupting', 'bother', 'bothering', 'idea', 'one',
  'really', 'honestly', 'seriously', 'correct', 'sure', 'thats', 'whats', 'theres', 'heres', 'hes', 'shes',
  // ("…, no problem", "…, no worries", "…, no rush": "no" said as a courtesy.)
  'problem', 'problems', 'worries', 'worry', 'rush', 'hurry',
]);
