// What a caller says around the value a lookup needs: "my name is …", "it's …", "… please".
// A collect node stores the whole answer, and a recogniser writes it down whole; scored as it is, "my name is
// Kaitlyn Meyers" has three words no row holds and comes back ambiguous instead of finding Caitlin Myers.
import { normaliseText } from './normaliseText.js';
import { mayHaveSpokenDigits } from './spokenDigits.js';
import { CORRECTION_WORDS } from './correctionWords.js';

const APOSTROPHE = "['\u2019]";
// Small words a caller opens with, only taken with a lead-in after them ("yes, it's …", "no, it's …": an agent's
// guess put right).
// ("hi there", "hello?": a greeting with "there" or asked, since 2026-12-07.)
const GREETING = String.raw`(?:hi|hello|hey)(?: there)?`;
const OPENER = String.raw`(?:(?:uh+|um+|erm?|oh|ah|yeah|yes|yep|ok(?:ay)?|so|well|${GREETING}|sure|no|nope|sorry|actually|like|you know|excuse me|pardon me|good (?:morning|afternoon|evening))[\s,.!?]+)*`;
// (After "my … is", "under" and "for" lead to whose it is: "the account is under John Smith", since 2026-12-07; and
// after "it's" or "this is", "for", "about" and "regarding": "it's for Joan Smith", since 2026-12-07.)
// ("this is she, …", "this is he, …": the answer to "may I speak to …", with its pause, since 2026-12-07; "I'm calling
// about …", "calling for …", since 2026-12-07.)
// What "my … is" may name (and "Name:", "Account number:", as a recogniser or a form writes a label; since 2026-12-06).
const SUBJECT = String.raw`(?:name on (?:the|my|this) account|full name|first name|last name|surname|name|phone number|mobile number|cell number|mobile|phone|account number|account id|account|customer number|customer id|member number|membership number|policy number|order number|reference number|reference|number|id|zip code|zip|post code|postcode|email address|email)`;
// The same in the languages callers most often fall back to with an English agent, as a recogniser writes them: "me
// llamo José García", "soy …", "mi nombre es …", "je m'appelle …", "ich heiße …", "hier ist …" (until 2026-12-07 words
// of the name: "me llamo José García" the only candidate at 86).
const IN_OTHER_LANGUAGES = String.raw`me llamo|mi nombre es|(?:yo )?soy|je m${APOSTROPHE}appelle|mon nom est|c${APOSTROPHE}est|ich hei(?:ß|ss)e|mein name ist|hier (?:ist|spricht)`;
// What the call is for, said before whom it is about: "I need to talk about …", "I'd like to ask about …", "we have a
// question about …", "I'm calling to ask about …" (until 2026-12-07 words of the sentence, where a surname alone,
// "… the Murphy family", found no one).
const PURPOSE = String.raw`(?:(?:i|we)(?:${APOSTROPHE}d like| (?:really )?(?:need|needed|want|wanted|would like|have|had)) to|(?:i${APOSTROPHE}m |i am |we${APOSTROPHE}re |we are )?calling to) (?:talk|speak|ask|enquire|inquire) (?:about|regarding)|(?:i|we)(?:${APOSTROPHE}ve got| have| had) a question (?:about|regarding)`;
const LEAD_IN = new RegExp(
  String.raw`^\s*${OPENER}(?:(?:my|the|our) ${SUBJECT}(?:\s+is|${APOSTROPHE}s)(?:\s+(?:under|for)(?= ))?|${SUBJECT}${APOSTROPHE}s|${SUBJECT}\s*(?=:)|(?:this is|it${APOSTROPHE}s|it is) (?:for|about|regarding)|this is (?:she|he)(?=\s*[,:.!-])|this is|(?:i${APOSTROPHE}m |i am )?calling (?:about|for|regarding|on behalf of)|${PURPOSE}|it${APOSTROPHE}s under(?: the name)?|it is under(?: the name)?|under the name|it${APOSTROPHE}s|it is|its|i${APOSTROPHE}m|i am|you${APOSTROPHE}re (?:speaking|talking) (?:to|with)|${IN_OTHER_LANGUAGES})(?=[\s,:.!-])[\s,:.!-]*`,
  'i',
);
// Words a caller answers with before the value, taken alone too: no name starts with them ("oh", "so", "well" and
// hesitations may: Oh, So and Well are surnames; "no" only with a pause after it, "No, Joan Smith", as No is one too;
// "thanks" so too; "excuse me", "pardon me", "good morning" since 2026-12-06).
// A correction said first takes back what the caller said before ("I meant Joan Smith", "oh wait, Joan Smith": the
// one list of `correctionWords.ts`, "no" and "nope" with their pause; until 2026-12-06 only "sorry", "actually",
// "excuse me" and "pardon me" were, and "I meant Joan Smith" was ambiguous with John Smith).
const CORRECTION_FIRST = CORRECTION_WORDS.split('|').filter((phrase) => phrase !== 'no' && phrase !== 'nope').join('|');
const ANSWER = new RegExp(
  String.raw`^\s*(?:(?:yes|yeah|yep|yup|${GREETING}|ok(?:ay)?|sure|like|you know|good (?:morning|afternoon|evening)|${CORRECTION_FIRST})[\s,.!?]+|(?:no|nope|thanks|thank you)\s*[,.!]+\s*)+`,
  'i',
);
// Fillers a caller puts before the value, after a lead-in too ("it's, like, Kaitlyn Meyers", "you know, Joan Smith").
const FILLER_BEFORE = /^\s*(?:(?:like|you know)[\s,.!]+)+/i;
// "… please", "… thanks", and how a caller ends saying who they are ("Caitlin Myers speaking", "… here", "… calling").
// ("…, good thanks", "…, fine, thank you": how the caller is, said with the thanks, since 2026-12-07.)
// (In Spanish, French and German too, "…, por favor", "… gracias", "… merci", "… bitte", since 2026-12-07.)
const CLOSER = /(?:[\s,.!]+(?:please|thanks|thank you|speaking|calling|here|(?:good|fine|great|very well|not bad)[\s,.!]+(?:thanks|thank you)|por favor|(?:muchas )?gracias|merci(?: beaucoup)?|s'il vous pla[iî]t|danke(?: sch(?:ö|oe)n)?|bitte))+[\s.!]*$/i;
// How a caller hedges after a name ("… I think", "… I believe": ambiguous at 88-89 until 2026-12-06). Not after a
// number or a code, which a sentence search reads with the words around it ("it is X Y one two three four I think").
const HEDGE = /[\s,.!]+(?:i think|i believe|i guess|i suppose|i'm pretty sure|i am pretty sure)[\s.!?]*$/i;
// An apology after the value with nothing put right after it ("Joan Smith, sorry": ambiguous at 84 with John Smith at
// 79 until 2026-12-06, the "sorry" a third word no row holds). A correction takes back only what a word after it says
// again (`wordCorrected.ts`, sentence runs); "oops", "no" and "wait" at the end may say the value is wrong, and stay.
const APOLOGY_AFTER = /[\s,.!]+(?:sorry|so sorry|i'm sorry|i am sorry)[\s.!]*$/i;
// The caller confirming the value just said, after a pause ("John Smith, that's right", "…, yes": ambiguous with Joan
// Smith until 2026-12-07, the confirmation two more words no row holds).
// ("…, okay", "…, all right" since 2026-12-07.)
const CONFIRMED_AFTER = /\s*[,.!?]+\s*(?:yes|yeah|yep|yup|ok(?:ay)?|alright|all right|correct|right|exactly|that(?:'s|\u2019s| is) (?:right|correct|it))[\s.!?]*$/i;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The value a caller gave, without the words around it: a lead-in at the start ("my name is", "this is", "it's",
 * "i am", "my account number is", "it's under the name", "it's for", "this is about", after "yes", "hi", "um"…; said twice, "it's, it's"), or an answer word alone ("yes,",
 * "hello"), and "like" or "you know" before the value (after a lead-in too: "it's like Kaitlyn Meyers"), and "please" / "thanks" / "speaking" / "here" / "calling" at the end, "sorry" at the end with nothing after it, and "I think" / "I believe" after a name, and a confirmation after a pause ("…, that's right", "…, yes"). Only phrases no name begins with are taken ("Im" alone is a surname, "Under" a company's first word); when
 * nothing with a letter or digit would remain, the text is kept as it is.
 *
 * @example
 *   withoutLeadIn('My name is Kaitlyn Meyers') // 'Kaitlyn Meyers'
 *   withoutLeadIn("yes it's A1001 please") // 'A1001'
 *   withoutLeadIn('Im Soojin') // 'Im Soojin'
 */
export function withoutLeadIn(heard: string, holds: (word: string) => boolean = () => false): string {
  let value = heard;
  // An answer word or a closer the column holds is a value's word ("Yes Bank", "A Higher Calling", "Right Here").
  const kept = (said: string): boolean => said.toLowerCase().split(/[^\p{L}]+/u).some((word) => word !== '' && holds(word));
  const lead = LEAD_IN.exec(value);
  const answer = lead === null ? ANSWER.exec(value) : null;
  if (lead !== null) {
    value = value.slice(lead[0].length);
    // ("it's, it's John Smith": the caller starting again says the lead-in twice.)
    const again = LEAD_IN.exec(value);
    if (again !== null && normaliseText(again[0]) === normaliseText(lead[0]) && LETTER_OR_DIGIT.test(value.slice(again[0].length))) value = value.slice(again[0].length);
  }
  else if (answer !== null && !kept(answer[0])) value = value.slice(answer[0].length);
  const filler = FILLER_BEFORE.exec(value);
  if (filler !== null && !kept(filler[0])) value = value.slice(filler[0].length);
  const hedge = HEDGE.exec(value);
  if (hedge !== null && !mayHaveSpokenDigits(normaliseText(value)) && !kept(hedge[0].replace(/\bi\b/gi, ''))) value = value.slice(0, hedge.index);
  const confirmed = CONFIRMED_AFTER.exec(value);
  if (confirmed !== null && !kept(confirmed[0])) value = value.slice(0, confirmed.index);
  const apology = APOLOGY_AFTER.exec(value);
  if (apology !== null && !kept(apology[0].replace(/\bi\b/gi, ''))) value = value.slice(0, apology.index);
  const closer = CLOSER.exec(value);
  if (closer !== null && !kept(closer[0].replace(/please|thanks|thank you|por favor|gracias|merci|bitte|danke/gi, ''))) {
    value = value.slice(0, closer.index);
    // ("Joan Smith, sorry, please": the apology before the closer, once the closer is off.)
    const before = APOLOGY_AFTER.exec(value);
    if (before !== null && !kept(before[0].replace(/\bi\b/gi, ''))) value = value.slice(0, before.index);
  }
  return value !== heard && LETTER_OR_DIGIT.test(value) ? value : heard;
}
