// A look at a field a class keeps private, for tests that check what answers alone would miss. Read through a cast, a
// renamed field would read as undefined and the check would then test nothing: here it fails, naming the field.

/**
 * The value of `object`'s field `name` (its own or its class's), which a test means to read though TypeScript hides it.
 * Throws when the object has no such field, so that renaming the field fails the test instead of emptying it.
 *
 * @example
 *   privateField<boolean>(check, 'released') // false until the check gives its arrays back
 */
export function privateField<T>(object: unknown, name: string): T {
  if (typeof object !== 'object' || object === null || !(name in object)) {
    throw new Error(`the test reads a field "${name}" that ${describe(object)} does not have: was it renamed? Update the test`);
  }
  return (object as Record<string, unknown>)[name] as T;
}

function describe(object: unknown): string {
  if (typeof object !== 'object' || object === null) return String(object);
  return `a ${object.constructor?.name ?? 'plain object'}`;
}
