// Names and the errors a recogniser makes to them, for the index's property tests.

// Names that sound alike, nest inside each other, split and join, go by nicknames or are initials.
export const NAME_WORDS = [
  'caitlin', 'kaitlyn', 'kate', 'lynn', 'katelyn', 'myers', 'meyers', 'meyer', 'sean', 'shawn', 'riley', 'reilly', 'bob', 'robert',
  'bobby', 'mc', 'donald', 'mcdonald', 'macdonald', 'smith', 'smyth', 'jon', 'john', 'johnson', 'jonson', 'ann', 'anne', 'anna',
  'mary', 'maryann', 'peggy', 'margaret', 'li', 'lee', 'leigh', 'de', 'la', 'cruz', 'delacruz', 'obrien', 'christian', 'gonzalez',
  'gonzales', 'sarah', 'sara', 'wheeler', 'j', 'k', 'r', 'al', 'alan', 'allen', 'van', 'berg', 'vanberg', 'xu', 'hsu', 'zoe',
];

export const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export type Perturbation = (value: string, random: (n: number) => number) => string;

// The errors a recogniser makes, applied to a real cell.
export const PERTURBATIONS: readonly Perturbation[] = [
  (value) => value,
  (value, random) => { const at = random(value.length + 1); return `${value.slice(0, at)} ${value.slice(at)}`; },
  (value, random) => { const spaces = [...value.matchAll(/ /g)].map((m) => m.index ?? 0); const at = spaces[random(spaces.length)]; return at === undefined ? value : value.slice(0, at) + value.slice(at + 1); },
  (value) => value.split(' ').reverse().join(' '),
  (value, random) => { const at = random(value.length); return value.slice(0, at) + value.slice(at + 1); },
  (value, random) => { const at = random(value.length); return value.slice(0, at + 1) + value.slice(at); },
  (value, random) => value.replace(/[aeiou]/i, 'aeiouy'[random(6)] ?? 'a'),
  (value, random) => { const parts = value.split(' '); parts[random(parts.length)] = NAME_WORDS[random(NAME_WORDS.length)] ?? ''; return parts.join(' '); },
  (value, random) => { const parts = value.split(' '); parts.splice(random(parts.length), 1); return parts.join(' '); },
  (value, random) => `${value} ${NAME_WORDS[random(NAME_WORDS.length)] ?? ''}`,
  (value) => value.toUpperCase(),
  (value, random) => `${(value.split(' ')[0] ?? '').charAt(0)} ${value.split(' ').slice(1 + random(2)).join(' ')}`,
  // Every word run together ("caitlinannmyers"), and so with a letter dropped: no word of a long value is heard alone,
  // so only its words run together can find it.
  (value) => value.replaceAll(' ', ''),
  (value, random) => { const joined = value.replaceAll(' ', ''); const at = random(joined.length); return joined.slice(0, at) + joined.slice(at + 1); },
];
