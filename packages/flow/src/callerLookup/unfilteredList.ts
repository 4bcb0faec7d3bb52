// A found list of clients none of whom has the number asked about: an endpoint that ignored ?phone= and answered every client.
import { isAskedNumber, phoneNumberDigits } from './askedNumber.js';
import { envelopePayloadKeys, isObject, isPhoneField } from './readJsonAnswer.js';

/**
 * How many clients a found answer lists when they are not about the caller: a list (bare, or in an envelope's payload,
 * as `foundData` keeps it) of two or more clients carrying phone numbers of their own, none of its clients carrying
 * the number asked about anywhere. Such a list is what a server answers when it ignores `?phone=` (every client, or a
 * page of them). A family sharing the number shows it in a record; one record with another number is still the
 * contact's (the server may have matched a number it does not return). Undefined for any other answer.
 *
 * @example unfilteredListSize([{ name: 'Ann', phone: '+15550200001' }, { name: 'Bob', phone: '+15550200002' }], '+15550100123') // 2
 * @example unfilteredListSize([{ name: 'Ann', phone: '+15550100123' }, { name: 'Bob', phone: '+15550200002' }], '+15550100123') // undefined
 */
export function unfilteredListSize(data: unknown, asked: string): number | undefined {
  if (Array.isArray(data)) return isListOfStrangers(data, asked) ? data.length : undefined;
  if (!isObject(data)) return undefined;
  for (const key of envelopePayloadKeys(data, asked)) {
    const size = unfilteredListSize(data[key], asked);
    if (size !== undefined) return size;
  }
  return undefined;
}

function isListOfStrangers(clients: readonly unknown[], asked: string): boolean {
  // A list of one is a record, whatever its number: the documented "contact's other number".
  if (clients.length < 2) return false;
  let carryingNumbers = 0;
  for (const client of clients) {
    if (holdsAskedNumber(client, asked)) return false;
    if (holdsPhoneNumber(client)) carryingNumbers += 1;
  }
  return carryingNumbers >= 2;
}

/** Whether the number asked about is anywhere in a value, in any field, written any way (`isAskedNumber`). */
function holdsAskedNumber(value: unknown, asked: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsAskedNumber(item, asked));
  if (isObject(value)) return Object.values(value).some((field) => holdsAskedNumber(field, asked));
  return isAskedNumber(value, asked);
}

/**
 * Whether a value holds a phone number in a field named for one, at any depth (`{"phones": [{"mobile": …}]}`). A bare
 * `number` field is left out: it is as often an account's number as a phone's.
 */
function holdsPhoneNumber(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsPhoneNumber);
  if (!isObject(value)) return false;
  return Object.entries(value).some(([key, field]) =>
    (key.toLowerCase() !== 'number' && isPhoneField(key) && isPhoneNumberValue(field)) || holdsPhoneNumber(field));
}

function isPhoneNumberValue(value: unknown): boolean {
  return Array.isArray(value) ? value.some((item) => phoneNumberDigits(item) !== undefined) : phoneNumberDigits(value) !== undefined;
}

