// A dotted reference (`customer.Full Name`, `match_candidates.0.City`) → the value it names in a scope.
import { columnNamedAsWritten } from '@switchboard/directive';
import type { Json } from '../flowTypes.js';
import { listRecords } from './listRecords.js';

/**
 * Follows a dotted reference through objects and lists; `length` counts a list. A column whose name holds dots
 * (`D.O.B`) is read whole: `{{customer.D.O.B}}` is the row's `D.O.B`, not a field `O` of a field `D`. A field of a list
 * (`client.name`, neither an index nor `length`) is read from its records (`listRecords`): from the one record of a
 * list of one (`[{"name": "Ann Lee"}]` gives "Ann Lee"), from each record of a list of several, as a list of their
 * values (said "Ann Lee, Bob Lee"), and it is undefined when the list holds no record.
 *
 * @example
 * readVariable({ customer: { 'Full Name': 'Caitlin Myers' } }, 'customer.Full Name'); // 'Caitlin Myers'
 * readVariable({ client: [{ name: 'Ann Lee' }] }, 'client.name'); // 'Ann Lee'
 */
export function readVariable(scope: Record<string, Json>, reference: string): Json | undefined {
  // The parts keep their spaces: a column `Acct. No` is named `cust.Acct. No`, its part after the dot ` No`.
  const [, ...rest] = reference.split('.');
  const name = variableOf(reference);
  // Own variables only: `{{constructor}}` is no variable, not Object's source.
  return readPath(Object.hasOwn(scope, name) ? scope[name] : undefined, rest);
}

/**
 * The variable a dotted reference reads, as `readVariable` reads it: its part before the first dot, trimmed.
 *
 * @example
 * variableOf(' customer.Full Name'); // 'customer'
 */
export function variableOf(reference: string): string {
  return (reference.split('.')[0] ?? '').trim();
}

/**
 * The value that `parts` name from `start` on, read as `readVariable` reads a reference's parts after its variable
 * (a replay's `expect.variables` reads the variables so, from the scope itself).
 *
 * @example
 * readPath([{ name: 'Ann Lee' }], ['name']); // 'Ann Lee'
 */
export function readPath(start: Json | undefined, parts: readonly string[]): Json | undefined {
  let value = start;
  for (let index = 0; index < parts.length; index += 1) {
    const key = parts[index] ?? '';
    if (Array.isArray(value)) {
      const listKey = key.trim();
      if (listKey === 'length' || /^\d+$/.test(listKey)) {
        value = listKey === 'length' ? value.length : value[Number(listKey)];
        continue;
      }
      const records = listRecords(value);
      if (records.length === 1) {
        // A list of one record reads as that record: the same part again, on it.
        value = records[0];
        index -= 1;
        continue;
      }
      const each = records.map((record) => readPath(record, parts.slice(index))).filter((read): read is Json => read !== undefined && read !== null);
      return each.length === 0 ? undefined : each;
    } else if (value !== null && typeof value === 'object') {
      const record: { [key: string]: Json } = value;
      const field = dottedField((name) => Object.hasOwn(record, name), parts, index) ?? fieldInAnyCase(record, parts[index] ?? '', index);
      if (field === undefined) return undefined;
      value = record[field.name];
      index = field.last;
    } else {
      return undefined;
    }
  }
  return value;
}

/**
 * The field that `parts` name from `from` on: the longest run of parts joined by dots that `has` (a column named
 * `D.O.B`, split by the reference's dots; most often `parts[from]` alone), with the index of its last part. A run is
 * tried as written (`Acct. No`, from the parts `Acct` and ` No`), then without the spaces around its parts.
 *
 * @example
 * dottedField((name) => name === 'D.O.B', ['D', 'O', 'B'], 0); // { name: 'D.O.B', last: 2 }
 * dottedField((name) => name === 'Acct. No', ['Acct', ' No'], 0); // { name: 'Acct. No', last: 1 }
 */
export function dottedField(has: (name: string) => boolean, parts: readonly string[], from: number): { name: string; last: number } | undefined {
  // The longest run first: beside a column `D.O.B`, a column `D` does not hide it.
  for (let end = parts.length; end > from; end -= 1) {
    const written = parts.slice(from, end);
    const name = written.join('.');
    if (has(name)) return { name, last: end - 1 };
    const trimmed = written.map((part) => part.trim()).join('.');
    if (trimmed !== name && has(trimmed)) return { name: trimmed, last: end - 1 };
  }
  return undefined;
}

/**
 * The one field of a record named as `part` is but for case and word style (`Name`, `firstName` or `FIRST_NAME` for
 * `name`, `first_name`): a client database writes its keys as its framework does, and the caller lookup reads them in
 * any case. Undefined when none, or several (`NAME` and `Name`), are: which one was meant is not guessed.
 *
 * @example
 * fieldInAnyCase({ Name: 'Maria' }, 'name', 0); // { name: 'Name', last: 0 }
 */
function fieldInAnyCase(record: { [key: string]: Json }, part: string, index: number): { name: string; last: number } | undefined {
  const name = nameInAnyCase(Object.keys(record), part);
  return name === undefined ? undefined : { name, last: index };
}

/**
 * Of `names`, the one named as `part` is but for case and word style, as a template reads a record's field when none
 * is named exactly (`validate` reads a lookup row's columns so too); undefined when none or several are. When none is,
 * a name a template cannot write as it is (`Phone #`, `Amount ($)`, `Acct No.`) is named by its letters and digits
 * alone: `{{customer.amount}}` reads `Amount ($)`. A name a template can write (`Acct. No`) is never read so.
 *
 * @example
 * nameInAnyCase(['Full Name', 'City'], 'full_name'); // 'Full Name'
 * nameInAnyCase(['Full Name', 'Amount ($)'], 'amount'); // 'Amount ($)'
 */
export function nameInAnyCase(names: Iterable<string>, part: string): string | undefined {
  const listed = [...names];
  const byWords = onlyNamed(listed, part, keyWords);
  if (byWords !== null) return byWords;
  return onlyNamed(listed.filter((name) => !columnNamedAsWritten(name)), part, keyLetters) ?? undefined;
}

/** The one of `names` whose key is `part`'s; undefined when several are, null when none is. */
function onlyNamed(names: readonly string[], part: string, key: (name: string) => string): string | undefined | null {
  const wanted = key(part);
  if (wanted === '') return null;
  let found: string | null = null;
  for (const name of names) {
    if (key(name) !== wanted) continue;
    if (found !== null) return undefined;
    found = name;
  }
  return found;
}

/** A name's letters and digits alone, in lower case: `Amount ($)` is `amount`, `Owner's Name` `ownersname`. */
function keyLetters(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A key's words run together in lower case: `firstName`, `first_name`, `First-Name` and `FIRST NAME` are `firstname`. */
export function keyWords(key: string): string {
  return key.toLowerCase().replace(/[\s_-]+/g, '');
}
