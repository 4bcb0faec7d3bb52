// How a column's numbers are read: as phone numbers (said with or without their country or area code) or as ids.
import { normaliseText } from '../normalise/normaliseText.js';

/**
 * `phones`: a number said without its country or area code, or abroad rather than at home, is the same number
 * ("555 0123" for (408) 555-0123). `ids`: a number is the same only written alike, or with one zero more or less in
 * front (a spreadsheet drops it): seven digits of a ten-digit account number are another account.
 */
export type NumberReading = 'phones' | 'ids';
/** The readings a document may name for a column (`numbers`). */
export const NUMBER_READINGS: readonly NumberReading[] = ['phones', 'ids'];

// Header words naming an identifier, in English, German, French, Spanish, Italian, Portuguese and Dutch, accents
// aside as `normaliseText` drops them ("Account ID", "N° client", "Número de cuenta", "Codice cliente"). A code says
// nothing of its digits: "Code" and "Codice" keep the phone reading, as "Number" does.
const ID_HEADER_WORDS: ReadonlySet<string> = new Set([
  'id', 'ids', 'account', 'accounts', 'acct', 'customer', 'client', 'cust', 'member', 'membership', 'policy', 'order', 'invoice', 'reference', 'ref',
  'ticket', 'case', 'claim', 'employee', 'student', 'patient', 'mrn', 'serial', 'sku', 'booking', 'reservation',
  'confirmation', 'contract', 'loan', 'card', 'iban', 'pin', 'subscriber', 'subscription', 'tracking', 'meter',
  // German
  'kunde', 'kunden', 'konto', 'mitglied', 'vertrag', 'rechnung', 'bestellung', 'auftrag', 'referenz', 'aktenzeichen', 'kennung', 'versicherung', 'police',
  // French
  'compte', 'identifiant', 'adherent', 'contrat', 'facture', 'commande', 'dossier', 'matricule', 'abonne',
  // Spanish and Portuguese
  'cliente', 'cuenta', 'conta', 'socio', 'contrato', 'factura', 'fatura', 'pedido', 'referencia', 'expediente', 'poliza', 'apolice', 'identificador', 'afiliado', 'paciente', 'reserva',
  // Italian
  'conto', 'contratto', 'fattura', 'ordine', 'pratica', 'polizza', 'tessera',
  // Dutch
  'klant', 'klanten', 'rekening', 'factuur', 'bestelling', 'polis', 'referentie', 'lidmaatschap',
]);
// Header words naming a phone number, in the same languages: they win over an id word ("Account Phone", "Telefon
// Kunde").
const PHONE_HEADER_WORDS: ReadonlySet<string> = new Set([
  'phone', 'phones', 'telephone', 'tel', 'mobile', 'cell', 'cellphone', 'fax', 'landline', 'msisdn', 'whatsapp',
  'callback', 'caller', 'dial',
  'telefon', 'handy', 'mobil', 'mobiltelefon', 'rufnummer', 'festnetz', 'telefono', 'telefone', 'telefoon', 'portable', 'movil', 'celular',
  'cellulare', 'telemovel', 'mobiel', 'gsm', 'fixe', 'fijo',
]);
// A German or Dutch compound ending in "nummer" or "nr" ("Kundennummer", "Telefonnr", "Klantnummer") names a phone
// when it starts with a phone word, and an identifier when it starts with anything else ("Hausnummer" too: a house
// number is no phone). "Nummer" alone says nothing, as "Number" does.
const COMPOUND_NUMBER = /^(\p{L}+?)(?:s?nummer|s?nr)$/u;
const PHONE_COMPOUND_STARTS = ['telefon', 'telefoon', 'handy', 'mobil', 'mobiel', 'ruf', 'fax', 'festnetz', 'tel'];

/**
 * How a column reads its numbers, by its header: `ids` when one of its words (camel-case parts too) names an
 * identifier ("Account ID", "Customer Number", "Member No", "policyNumber", "Kundennummer", "Numéro de compte") and
 * none names a phone; else `phones`, the reading of a column that says nothing ("Number"). A document may say which
 * instead (`numbers` on the lookup or an additional column).
 *
 * @example
 *   numbersOfHeader('Account ID') // 'ids'
 *   numbersOfHeader('Account Phone') // 'phones'
 *   numbersOfHeader('Number') // 'phones'
 *   numbersOfHeader('Kundennummer') // 'ids'
 *   numbersOfHeader('Telefonnummer') // 'phones'
 */
export function numbersOfHeader(header: string): NumberReading {
  const words = normaliseText(header.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).split(' ');
  let id = false;
  for (const word of words) {
    if (PHONE_HEADER_WORDS.has(word)) return 'phones';
    if (ID_HEADER_WORDS.has(word)) {
      id = true;
      continue;
    }
    const compound = COMPOUND_NUMBER.exec(word);
    if (compound === null) continue;
    if (PHONE_COMPOUND_STARTS.some((start) => compound[1]!.startsWith(start))) return 'phones';
    id = true;
  }
  return id ? 'ids' : 'phones';
}
