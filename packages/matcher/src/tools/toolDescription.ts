// The words a model reads about a lookup tool: what it searches and how to pass values and use results.
import { cellsNamePeople } from './cellsNamePeople.js';

/** Appended to every tool description, including custom ones. */
export const PASS_AS_HEARD =
  'Pass each value exactly as the caller said it, as heard; never correct or guess its spelling — the lookup tolerates speech-to-text errors better than a corrected guess.';
/** Appended when the tool searches a column of people's names: the spec's example of asking back. */
export const ON_AMBIGUOUS_NAMES =
  'If the result is "ambiguous", read the candidates to the caller and ask which one they meant (for example: "I found Sean Riley and Shawn Reilly — which one did you mean?"); if "not_found", ask the caller to repeat or spell the value.';
/** Appended when it searches anything else (an order ID, a postcode): a person's name would be the wrong example. */
export const ON_AMBIGUOUS_OTHER =
  'If the result is "ambiguous", ask the caller which one they meant, reading back the columns that tell the candidates apart; if "not_found", ask the caller to repeat or spell the value.';

// Words of a header naming a person: "Full Name", "Customer", "Recipient", "Nombre", "Kunde".
const PERSON_WORDS = new Set([
  'name', 'names', 'fullname', 'firstname', 'lastname', 'surname', 'forename', 'customer', 'client', 'caller', 'contact',
  'person', 'patient', 'member', 'recipient', 'addressee', 'employee', 'student', 'guest', 'tenant', 'owner', 'driver',
  'sender', 'attendee', 'participant', 'passenger', 'visitor', 'resident', 'applicant', 'doctor', 'physician', 'nurse',
  'dentist', 'therapist', 'teacher',
  'nombre', 'apellido', 'apellidos', 'cliente', 'destinatario', 'paciente', 'socio', 'contacto', 'titular', 'persona',
  'nom', 'prenom', 'destinataire', 'appelant', 'membre', 'nome', 'cognome', 'paziente', 'sobrenome',
  'vorname', 'nachname', 'kunde', 'kundin', 'anrufer', 'ansprechpartner', 'empfanger', 'mitarbeiter', 'mitglied',
  'teilnehmer', 'naam', 'voornaam', 'achternaam', 'klant',
]);
// Words that make such a header something else: "Customer ID", "Company Name", "Contact Phone", "Street Name".
const OTHER_WORDS = new Set([
  'id', 'ids', 'number', 'no', 'num', 'nr', 'code', 'ref', 'reference', 'key', 'phone', 'mobile', 'tel', 'telephone',
  'email', 'mail', 'address', 'postcode', 'zip', 'postal', 'city', 'town', 'street', 'road', 'company', 'business',
  'organisation', 'organization', 'product', 'item', 'file', 'user', 'username', 'account', 'store', 'shop', 'brand',
  'site', 'place', 'pet', 'plan', 'date', 'dob', 'order', 'sku', 'part', 'model', 'device', 'team', 'group', 'department',
  'project', 'ship', 'vessel', 'hotel', 'event', 'course', 'drug', 'medication',
  'nummer', 'telefon', 'firma', 'unternehmen', 'strasse', 'stadt', 'ort', 'plz', 'adresse', 'numero', 'telefono',
  'empresa', 'calle', 'ciudad', 'direccion', 'codigo', 'societe', 'entreprise', 'rue', 'ville', 'codice', 'citta',
  'straat', 'stad', 'bedrijf',
]);

/**
 * Whether a column holds people's names, so the tool can use a people example. A header naming something else
 * ("Customer ID", "Company Name") says no whatever the cells; otherwise the cells decide when they are clear (most
 * are full names with a common given name, or many are companies, places or numbers), and the header when they are
 * not (surnames alone, names the given-name list lacks, an empty sheet).
 *
 * @example
 *   namesPeople('Full Name') // true
 *   namesPeople('Customer ID') // false
 *   namesPeople('Kunde', ['Jürgen Weber', 'Sabine Braun']) // true
 *   namesPeople('Name', ['Acme Ltd', 'Globex Corporation']) // false
 */
export function namesPeople(header: string, cells: readonly string[] = []): boolean {
  const headerWords = header.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
    .split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  if (headerWords.some((word) => OTHER_WORDS.has(word))) return false;
  const verdict = cellsNamePeople(cells);
  if (verdict !== 'unclear') return verdict === 'people';
  return headerWords.some((word) => PERSON_WORDS.has(word));
}

/**
 * The tool description: the author's own text, or a generated one, always followed by how to call it (and how to ask
 * back, with a people example only when the search column holds people's names, by its header and `primaryCells`).
 *
 * @example
 *   toolDescription(undefined, 'customers.xlsx', 'Full Name', ['City'], ['Caitlin Myers', 'Sean Riley'])
 */
export function toolDescription(
  custom: string | undefined, file: string, primary: string, additional: readonly string[], primaryCells: readonly string[] = [],
): string {
  const intro = custom ?? `Look up one record in ${file} by ${primary}${
    additional.length === 0 ? '' : `, optionally narrowed by ${additional.join(' and ')}`
  }. Returns a confident match with the record, an ambiguous list of candidates, or not_found.`;
  return `${intro.trim()} ${PASS_AS_HEARD} ${namesPeople(primary, primaryCells) ? ON_AMBIGUOUS_NAMES : ON_AMBIGUOUS_OTHER}`;
}

/**
 * A parameter's description when the document gives none.
 *
 * @example
 *   paramDescription('Full Name', true) // "The Full Name exactly as the caller said it."
 */
export function paramDescription(column: string, required: boolean): string {
  return required
    ? `The ${column} exactly as the caller said it.`
    : `Optional: the ${column} exactly as the caller said it. Supply it only when the caller has given it; it narrows the search.`;
}
